/** Reads and writes CMS blocks and pages. */
import { Injectable } from '@nestjs/common';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { In } from 'typeorm';

import { CmsBlock } from '../entities/cms-block.entity';
import { CmsPage } from '../entities/cms-page.entity';
import { UpsertCmsBlockInput, UpsertCmsPageInput } from '../types';
import {
    assertBlockContent,
    assertIdentifier,
    assertIdentifierList,
    assertLocale,
    assertSlug,
    assertText,
} from './cms-validation';
import { sanitizeStaffHtml } from './staff-html';

@Injectable()
export class CmsService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
    ) {}

    /** The blocks that exist among those asked for; a missing one is simply absent. */
    async getBlocks(ctx: RequestContext, identifiers: string[], locale: string): Promise<CmsBlock[]> {
        const wanted = assertIdentifierList(identifiers);
        if (wanted.length === 0) {
            return [];
        }
        const blocks = await this.connection.getRepository(ctx, CmsBlock).find({
            where: { identifier: In(wanted), locale: assertLocale(locale) },
        });
        const order = new Map(wanted.map((id, index) => [id, index]));
        return blocks.sort((a, b) => order.get(a.identifier)! - order.get(b.identifier)!);
    }

    listBlocks(ctx: RequestContext, options?: ListQueryOptions<CmsBlock>): Promise<PaginatedList<CmsBlock>> {
        return this.listQueryBuilder
            .build(CmsBlock, options, { ctx })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    async upsertBlock(ctx: RequestContext, input: UpsertCmsBlockInput): Promise<CmsBlock> {
        const identifier = assertIdentifier(input.identifier);
        const locale = assertLocale(input.locale);
        const content = assertBlockContent(identifier, input.content);
        const repo = this.connection.getRepository(ctx, CmsBlock);
        const existing = await repo.findOne({ where: { identifier, locale } });
        if (existing) {
            existing.content = content;
            return repo.save(existing);
        }
        const block = new CmsBlock({ identifier, locale });
        block.content = content;
        return repo.save(block);
    }

    async deleteBlock(ctx: RequestContext, id: ID): Promise<boolean> {
        const result = await this.connection.getRepository(ctx, CmsBlock).delete(id);
        return (result.affected ?? 0) > 0;
    }

    getPage(ctx: RequestContext, slug: string, locale: string): Promise<CmsPage | null> {
        return this.connection.getRepository(ctx, CmsPage).findOne({
            where: { slug: assertSlug(slug), locale: assertLocale(locale) },
        });
    }

    listPages(ctx: RequestContext, options?: ListQueryOptions<CmsPage>): Promise<PaginatedList<CmsPage>> {
        return this.listQueryBuilder
            .build(CmsPage, options, { ctx })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    async upsertPage(ctx: RequestContext, input: UpsertCmsPageInput): Promise<CmsPage> {
        const slug = assertSlug(input.slug);
        const locale = assertLocale(input.locale);
        const title = assertText(input.title, 'Title', 200);
        const body = sanitizeStaffHtml(assertText(input.body, 'Body', 200_000));
        if (!body.trim()) {
            throw new UserInputError('Body has no content left once unsafe HTML is removed');
        }
        const metaDescription = input.metaDescription?.trim() || null;
        if (metaDescription && metaDescription.length > 300) {
            throw new UserInputError('Meta description must be at most 300 characters');
        }
        const repo = this.connection.getRepository(ctx, CmsPage);
        const existing = await repo.findOne({ where: { slug, locale } });
        const page = existing ?? new CmsPage({ slug, locale });
        Object.assign(page, { title, body, metaDescription });
        return repo.save(page);
    }

    async deletePage(ctx: RequestContext, id: ID): Promise<boolean> {
        const result = await this.connection.getRepository(ctx, CmsPage).delete(id);
        return (result.affected ?? 0) > 0;
    }
}
