/** A focus passed from the button drawn while the menu's code came to the menu's own button. */
export interface FocusHandOver {
  give(held: boolean): void;
  /** Whether the focus was handed over; asking takes it. */
  take(): boolean;
}

export function createFocusHandOver(): FocusHandOver {
  let held = false;
  return {
    give: (value) => {
      held = value;
    },
    take: () => {
      const was = held;
      held = false;
      return was;
    },
  };
}
