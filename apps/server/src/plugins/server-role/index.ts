export * from './server-role.plugin';
