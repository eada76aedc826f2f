/** Hotel staff: a manager may do everything; the others their own part of the hotel (PRODUCT.md §1). */
export type StaffRole = 'manager' | 'front_desk' | 'kitchen' | 'editor' | 'housekeeping';
export type Role = 'user' | StaffRole;

export const STAFF_ROLES = [
  'manager',
  'front_desk',
  'kitchen',
  'editor',
  'housekeeping',
] as const satisfies readonly StaffRole[];
export const ROLES = ['user', ...STAFF_ROLES] as const satisfies readonly Role[];

/** Whether a role is one of the staff's (the shell shows the back office to them alone). */
export const isStaffRole = (role: string | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');
