import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (APG, automatic activation): arrow keys, Home and End move between tabs and choose them;
 * only the chosen tab is in the Tab order, and only its panel is rendered.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <>
      {/* On a phone the tabs wrap onto a second line rather than scroll out of sight ("‹ings"). */}
      <div className="nav nav-tabs account-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              className={`nav-link text-nowrap${active ? ' active' : ''}`}
              aria-selected={active}
              // Only the chosen panel is on the page: a tab points only at a panel that exists.
              aria-controls={active ? `${baseId}-${tab.id}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-${tab.id}-panel`}
            aria-labelledby={`${baseId}-${tab.id}-tab`}
            className="pt-3"
            tabIndex={0}
          >
            {tab.panel}
          </div>
        ))}
    </>
  );
}
