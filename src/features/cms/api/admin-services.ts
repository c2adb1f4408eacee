import { adminServiceListSchema, type AdminService, type ServiceInput } from '@contract/admin-content.ts'
import { contentResource } from './content-resource'

/** /api/admin/services: every service, unpublished included. */
export const adminServices = contentResource<AdminService, ServiceInput>('services', adminServiceListSchema)
