export * from './cms.plugin';
export * from './constants';
export * from './types';
export { CmsBlock } from './entities/cms-block.entity';
export { CmsPage } from './entities/cms-page.entity';
export { MenuEntry } from './entities/menu-entry.entity';
export { CmsService } from './services/cms.service';
export { MenuService } from './services/menu.service';
