/**
 * Probes for load balancers and orchestrators. `/health/live`: the process answers (restart it if not).
 * `/health/ready`: it can serve shoppers (send it traffic only if so); 503 names the dependency that is down.
 */
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';

import { ReadinessService } from '../services/readiness.service';

@Controller('health')
export class HealthController {
    constructor(private readiness: ReadinessService) {}

    @Get('live')
    live(@Res() res: Response) {
        res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    }

    @Get('ready')
    async ready(@Res() res: Response) {
        const readiness = await this.readiness.check();
        res.status(readiness.status === 'ok' ? 200 : 503)
            .set('Cache-Control', 'no-store')
            .json(readiness);
    }
}
