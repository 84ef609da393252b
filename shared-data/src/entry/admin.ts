/** shared-data/admin: the team's inbox — statuses, filters, the admin functions' bodies and answers, and their endpoints. */

export * from '../admin/admin.api';
export * from '../admin/admin.schema';
export * from '../admin/admin-model';
export * from '../admin/admin-texts';
export * from '../schemas/lead-language';
