/** Staff-edited content for the storefront: blocks by identifier and locale, generic pages, and menus. */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { CmsAdminResolver } from './api/cms-admin.resolver';
import { CmsShopResolver } from './api/cms-shop.resolver';
import { cmsPermission } from './constants';
import { CmsBlock } from './entities/cms-block.entity';
import { CmsPage } from './entities/cms-page.entity';
import { MenuEntry } from './entities/menu-entry.entity';
import { CmsService } from './services/cms.service';
import { MenuService } from './services/menu.service';
import { StaffDescriptionSubscriber } from './services/staff-description.subscriber';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [CmsBlock, CmsPage, MenuEntry],
    providers: [CmsService, MenuService, StaffDescriptionSubscriber],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [CmsShopResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [CmsAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(cmsPermission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class CmsPlugin {}
