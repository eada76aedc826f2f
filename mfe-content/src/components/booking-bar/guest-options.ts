/** SPEC §9 booking bar guests: options 1 to 4, one adult, then two adults with one, two or three children. */
export const GUEST_OPTIONS = [
  { value: '1', label: '1 Adult' },
  { value: '2', label: '2 Adults 1 Child' },
  { value: '3', label: '2 Adults 2 Children' },
  { value: '4', label: '2 Adults 3 Children' },
] as const;

/** SPEC §2 booking bar Room Status: only the room types free for the stay, or all with their status. */
export const ROOM_STATUS_OPTIONS = [
  { value: 'available', label: 'Available rooms' },
  { value: 'all', label: 'All room types' },
] as const;
export type RoomStatusFilter = (typeof ROOM_STATUS_OPTIONS)[number]['value'];

/** SPEC §9 special offer form: one to four rooms. */
export const ROOM_COUNT_OPTIONS = ['1', '2', '3', '4'] as const;
