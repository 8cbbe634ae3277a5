// Billing as other features use it: the packages an admin may renew with, and the admin's direct renewal.
export { useAdminPackages, useAdminRenew, type RenewalSubject } from './api/billing-api.ts';
