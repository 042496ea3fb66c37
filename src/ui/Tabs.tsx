/**
 * Tabs with the WAI-ARIA pattern: one tab stop, arrow keys move between tabs, Home/End jump.
 */
import { type ReactNode, useRef } from 'react';

export interface TabsProps<T extends string> {
  label: string;
  tabs: Array<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
  children: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, children }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  const current = tabs.findIndex((t) => t.id === selected);
  return (
    <div className="rl-tabs">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="rl-tabs__list"
        part="tabs"
        onKeyDown={(e) => {
          const keys: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
          if (e.key in keys) {
            e.preventDefault();
            move(keys[e.key]!);
          }
        }}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            data-tab={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="rl-tabs__tab"
            part={tab.id === selected ? 'tab tab-selected' : 'tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`} className="rl-tabs__panel">
        {children}
      </div>
    </div>
  );
}
