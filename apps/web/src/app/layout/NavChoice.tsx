import { Dropdown } from 'antd';
import type { ReactNode } from 'react';

/**
 * A navbar button (`children`: its icon, and what else it shows) that opens a menu of `choices` on a
 * click, the `current` one selected; `onChoose` gets the key of the clicked one. `label` is the
 * button's accessible name, `title` its tooltip.
 */
export function NavChoice<K extends string>(props: {
  current: string;
  choices: readonly { key: K; label: ReactNode }[];
  onChoose: (key: K) => void;
  label: string;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [props.current],
        items: props.choices.map((c) => ({ key: c.key, label: c.label })),
        onClick: ({ key }) => props.onChoose(key as K),
      }}
    >
      <button
        type="button"
        className="spm-nav-item"
        aria-label={props.label}
        title={props.title}
        data-testid={props.testId}
      >
        {props.children}
      </button>
    </Dropdown>
  );
}
