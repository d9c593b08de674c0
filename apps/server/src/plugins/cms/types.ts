/** View shapes the CMS plugin answers with. */
export interface MenuItemView {
    uid: string;
    label: string;
    link: string;
    children: MenuItemView[];
}

export interface MenuView {
    uid: string;
    code: string;
    items: MenuItemView[];
}

export interface UpsertCmsBlockInput {
    identifier: string;
    locale: string;
    content: Record<string, unknown>;
}

export interface UpsertCmsPageInput {
    slug: string;
    locale: string;
    title: string;
    body: string;
    metaDescription?: string | null;
}

export interface MenuEntryInput {
    menuCode: string;
    locale: string;
    label: string;
    link: string;
    position?: number | null;
    parentUid?: string | null;
}
