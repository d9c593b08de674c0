/**
 * Product and category descriptions are staff HTML too: the storefront renders them as they are, like content pages'
 * bodies. Every write of a product's or a collection's translation (dashboard, admin API, import) stores the
 * description cleaned by the same allow-list (decision 025).
 */
import { Injectable } from '@nestjs/common';
import { CollectionTranslation, ProductTranslation, TransactionalConnection } from '@vendure/core';
import { EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';

import { sanitizeStaffHtml } from './staff-html';

type Described = { description?: unknown };

function clean(entity: unknown) {
    if (!(entity instanceof ProductTranslation || entity instanceof CollectionTranslation)) return;
    const described = entity as Described;
    if (typeof described.description === 'string') described.description = sanitizeStaffHtml(described.description);
}

@Injectable()
export class StaffDescriptionSubscriber implements EntitySubscriberInterface {
    constructor(connection: TransactionalConnection) {
        // As Vendure's own subscribers join: registered on the connection every process opens.
        connection.rawConnection.subscribers.push(this);
    }

    beforeInsert(event: InsertEvent<unknown>) {
        clean(event.entity);
    }

    beforeUpdate(event: UpdateEvent<unknown>) {
        clean(event.entity);
    }
}
