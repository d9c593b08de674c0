import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { cmsPermission, DEFAULT_LOCALE } from '../constants';
import { CmsBlock } from '../entities/cms-block.entity';
import { CmsPage } from '../entities/cms-page.entity';
import { CmsService } from '../services/cms.service';
import { MenuService } from '../services/menu.service';
import { MenuEntryInput, UpsertCmsBlockInput, UpsertCmsPageInput } from '../types';

@Resolver()
export class CmsAdminResolver {
    constructor(
        private cmsService: CmsService,
        private menuService: MenuService,
    ) {}

    @Query()
    @Allow(cmsPermission.Read)
    cmsBlocks(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<CmsBlock> }) {
        return this.cmsService.listBlocks(ctx, args.options);
    }

    @Query()
    @Allow(cmsPermission.Read)
    cmsPages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<CmsPage> }) {
        return this.cmsService.listPages(ctx, args.options);
    }

    @Query()
    @Allow(cmsPermission.Read)
    menu(@Ctx() ctx: RequestContext, @Args() args: { code: string; locale?: string | null }) {
        return this.menuService.getMenu(ctx, args.code, args.locale ?? DEFAULT_LOCALE);
    }

    @Query()
    @Allow(cmsPermission.Read)
    menuEntries(@Ctx() ctx: RequestContext, @Args() args: { menuCode: string }) {
        return this.menuService.listEntries(ctx, args.menuCode);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Update)
    upsertCmsBlock(@Ctx() ctx: RequestContext, @Args() args: { input: UpsertCmsBlockInput }) {
        return this.cmsService.upsertBlock(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Delete)
    deleteCmsBlock(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.cmsService.deleteBlock(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Update)
    upsertCmsPage(@Ctx() ctx: RequestContext, @Args() args: { input: UpsertCmsPageInput }) {
        return this.cmsService.upsertPage(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Delete)
    deleteCmsPage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.cmsService.deletePage(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Create)
    createMenuEntry(@Ctx() ctx: RequestContext, @Args() args: { input: MenuEntryInput }) {
        return this.menuService.createEntry(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Update)
    updateMenuEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID; input: MenuEntryInput }) {
        return this.menuService.updateEntry(ctx, args.id, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(cmsPermission.Delete)
    deleteMenuEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.menuService.deleteEntry(ctx, args.id);
    }
}
