/** Builds menus (the main menu is the category tree plus staff entries) and keeps them briefly in memory. */
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    Collection,
    CollectionEvent,
    CollectionService,
    CollectionModificationEvent,
    EventBus,
    ID,
    RequestContext,
    TransactionalConnection,
    Translated,
    UserInputError,
} from '@vendure/core';

import { MAIN_MENU_CODE, MENU_CACHE_TTL_MS } from '../constants';
import { MenuEntry } from '../entities/menu-entry.entity';
import { MenuEntryInput, MenuItemView, MenuView } from '../types';
import { assertIdentifier, assertLocale, assertMenuLink, assertText } from './cms-validation';

const LIST_PAGE_SIZE = 100;

interface CachedMenu {
    expires: number;
    menu: MenuView | null;
}

@Injectable()
export class MenuService implements OnApplicationBootstrap {
    private cache = new Map<string, CachedMenu>();

    constructor(
        private connection: TransactionalConnection,
        private collectionService: CollectionService,
        private eventBus: EventBus,
    ) {}

    onApplicationBootstrap() {
        this.eventBus.ofType(CollectionEvent).subscribe(() => this.clearCache());
        this.eventBus.ofType(CollectionModificationEvent).subscribe(() => this.clearCache());
    }

    clearCache() {
        this.cache.clear();
    }

    async getMenu(ctx: RequestContext, code: string, locale: string): Promise<MenuView | null> {
        assertIdentifier(code);
        assertLocale(locale);
        const key = `${ctx.channelId}:${code}:${locale}:${ctx.languageCode}`;
        const cached = this.cache.get(key);
        if (cached && cached.expires > Date.now()) {
            return cached.menu;
        }
        const menu = await this.buildMenu(ctx, code, locale);
        this.cache.set(key, { menu, expires: Date.now() + MENU_CACHE_TTL_MS });
        return menu;
    }

    private async buildMenu(ctx: RequestContext, code: string, locale: string): Promise<MenuView | null> {
        const entries = await this.connection
            .getRepository(ctx, MenuEntry)
            .find({ where: { menuCode: code, locale }, order: { position: 'ASC', id: 'ASC' } });
        const items = code === MAIN_MENU_CODE ? await this.categoryItems(ctx) : [];
        if (code !== MAIN_MENU_CODE && entries.length === 0) {
            return null;
        }
        const byUid = new Map<string, MenuItemView>();
        const index = (list: MenuItemView[]) =>
            list.forEach(item => {
                byUid.set(item.uid, item);
                index(item.children);
            });
        index(items);
        const entryViews = entries.map(entry => ({
            entry,
            view: { uid: `entry-${entry.id}`, label: entry.label, link: entry.link, children: [] } as MenuItemView,
        }));
        entryViews.forEach(({ view }) => byUid.set(view.uid, view));
        for (const { entry, view } of entryViews) {
            const parent = entry.parentUid ? byUid.get(entry.parentUid) : undefined;
            // An entry whose parent has gone (e.g. a deleted category) falls back to the top level.
            (parent ? parent.children : items).push(view);
        }
        return { uid: `menu-${code}-${locale}`, code, items };
    }

    private async categoryItems(ctx: RequestContext): Promise<MenuItemView[]> {
        const items: Array<Translated<Collection>> = [];
        // Pages of the list-query limit, so a large category tree is read whole.
        for (let skip = 0; ; skip += LIST_PAGE_SIZE) {
            const page = await this.collectionService.findAll(ctx, {
                skip,
                take: LIST_PAGE_SIZE,
                sort: { position: 'ASC' },
                filter: { isPrivate: { eq: false } },
            });
            items.push(...page.items);
            if (items.length >= page.totalItems || page.items.length === 0) {
                break;
            }
        }
        const byId = new Map(items.map(c => [c.id, c]));
        const shown = (c: Translated<Collection>) => (c.customFields as { showInMenu?: boolean }).showInMenu !== false;
        // A category hidden from the menu hides its whole subtree with it.
        const visible = (c: Translated<Collection>): boolean => {
            const parent = byId.get(c.parentId);
            return !c.isRoot && shown(c) && (!parent || parent.isRoot || visible(parent));
        };
        const children = new Map<ID, Array<Translated<Collection>>>();
        const roots: Array<Translated<Collection>> = [];
        for (const c of items.filter(visible)) {
            if (byId.get(c.parentId)?.isRoot === false) {
                children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
            } else {
                roots.push(c);
            }
        }
        const toItem = (c: Translated<Collection>): MenuItemView => ({
            uid: `category-${c.id}`,
            label: c.name,
            link: `/c/${c.slug}`,
            children: (children.get(c.id) ?? []).sort((a, b) => a.position - b.position).map(toItem),
        });
        return roots.sort((a, b) => a.position - b.position).map(toItem);
    }

    listEntries(ctx: RequestContext, menuCode: string): Promise<MenuEntry[]> {
        return this.connection
            .getRepository(ctx, MenuEntry)
            .find({ where: { menuCode: assertIdentifier(menuCode) }, order: { position: 'ASC', id: 'ASC' } });
    }

    async createEntry(ctx: RequestContext, input: MenuEntryInput): Promise<MenuEntry> {
        const entry = await this.connection.getRepository(ctx, MenuEntry).save(new MenuEntry(this.validate(input)));
        this.clearCache();
        return entry;
    }

    async updateEntry(ctx: RequestContext, id: ID, input: MenuEntryInput): Promise<MenuEntry> {
        const repo = this.connection.getRepository(ctx, MenuEntry);
        const entry = await repo.findOne({ where: { id } });
        if (!entry) {
            throw new UserInputError(`No menu entry with id ${id}`);
        }
        Object.assign(entry, this.validate(input));
        const saved = await repo.save(entry);
        this.clearCache();
        return saved;
    }

    async deleteEntry(ctx: RequestContext, id: ID): Promise<boolean> {
        const result = await this.connection.getRepository(ctx, MenuEntry).delete(id);
        this.clearCache();
        return (result.affected ?? 0) > 0;
    }

    private validate(input: MenuEntryInput) {
        return {
            menuCode: assertIdentifier(input.menuCode),
            locale: assertLocale(input.locale),
            label: assertText(input.label, 'Label', 100),
            link: assertMenuLink(input.link.trim()),
            position: input.position ?? 0,
            parentUid: input.parentUid?.trim() || null,
        };
    }
}
