import gql from 'graphql-tag';

const commonTypes = gql`
    type CmsBlock implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        identifier: String!
        locale: String!
        content: JSON!
    }

    type CmsPage implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        slug: String!
        locale: String!
        title: String!
        "Staff-written HTML."
        body: String!
        metaDescription: String
    }

    type Menu {
        uid: String!
        code: String!
        items: [MenuItem!]!
    }

    type MenuItem {
        uid: String!
        label: String!
        "A locale-less path inside the shop (/c/{slug}, /{page}) or an https:// address."
        link: String!
        children: [MenuItem!]!
    }
`;

export const shopApiExtensions = gql`
    ${commonTypes}

    extend type Query {
        "The blocks that exist among the identifiers asked for (a missing one is simply absent). Locale defaults to it."
        cmsBlocks(identifiers: [String!]!, locale: String): [CmsBlock!]!
        cmsPage(slug: String!, locale: String): CmsPage
        "The menu with the given code, e.g. mainmenu (category tree plus staff entries)."
        menu(code: String!, locale: String): Menu
    }
`;

export const adminApiExtensions = gql`
    ${commonTypes}

    type MenuEntry implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        menuCode: String!
        locale: String!
        label: String!
        link: String!
        position: Int!
        parentUid: String
    }

    type CmsBlockList implements PaginatedList {
        items: [CmsBlock!]!
        totalItems: Int!
    }

    type CmsPageList implements PaginatedList {
        items: [CmsPage!]!
        totalItems: Int!
    }

    input CmsBlockListOptions
    input CmsPageListOptions

    input UpsertCmsBlockInput {
        identifier: String!
        locale: String!
        content: JSON!
    }

    input UpsertCmsPageInput {
        slug: String!
        locale: String!
        title: String!
        body: String!
        metaDescription: String
    }

    input MenuEntryInput {
        menuCode: String!
        locale: String!
        label: String!
        link: String!
        position: Int
        parentUid: String
    }

    extend type Query {
        cmsBlocks(options: CmsBlockListOptions): CmsBlockList!
        cmsPages(options: CmsPageListOptions): CmsPageList!
        menu(code: String!, locale: String): Menu
        menuEntries(menuCode: String!): [MenuEntry!]!
    }

    extend type Mutation {
        upsertCmsBlock(input: UpsertCmsBlockInput!): CmsBlock!
        deleteCmsBlock(id: ID!): Boolean!
        upsertCmsPage(input: UpsertCmsPageInput!): CmsPage!
        deleteCmsPage(id: ID!): Boolean!
        createMenuEntry(input: MenuEntryInput!): MenuEntry!
        updateMenuEntry(id: ID!, input: MenuEntryInput!): MenuEntry!
        deleteMenuEntry(id: ID!): Boolean!
    }
`;
