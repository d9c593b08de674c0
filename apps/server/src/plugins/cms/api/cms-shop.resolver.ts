import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { DEFAULT_LOCALE } from '../constants';
import { CmsService } from '../services/cms.service';
import { MenuService } from '../services/menu.service';

@Resolver()
export class CmsShopResolver {
    constructor(
        private cmsService: CmsService,
        private menuService: MenuService,
    ) {}

    @Query()
    cmsBlocks(@Ctx() ctx: RequestContext, @Args() args: { identifiers: string[]; locale?: string | null }) {
        return this.cmsService.getBlocks(ctx, args.identifiers, args.locale ?? DEFAULT_LOCALE);
    }

    @Query()
    cmsPage(@Ctx() ctx: RequestContext, @Args() args: { slug: string; locale?: string | null }) {
        return this.cmsService.getPage(ctx, args.slug, args.locale ?? DEFAULT_LOCALE);
    }

    @Query()
    menu(@Ctx() ctx: RequestContext, @Args() args: { code: string; locale?: string | null }) {
        return this.menuService.getMenu(ctx, args.code, args.locale ?? DEFAULT_LOCALE);
    }
}
