import type { SelectProps } from 'antd';
import { Input } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';

type Loaded = ComponentType<SelectProps<string>>;

let loading: Promise<Loaded> | null = null;
/** antd's Select, loaded once for every field that asks (a chunk of its own, about 23 KB gzip). */
function loadSelect(): Promise<Loaded> {
  loading ??= import('antd/es/select').then((m) => m.default as unknown as Loaded);
  return loading;
}

/** Keys that open a select's list; any other key only moves focus or types. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export type DeferredSelectProps = SelectProps<string> & { 'data-testid'?: string };

/**
 * antd's `Select` for a page that must show before the Select's code has loaded (the login page:
 * docs/benchmarks.md "Login JS"). Until the user reaches for the field it is an input of the same
 * size showing the chosen option's label (or the placeholder) with the select's icon. Pointing at it
 * or focusing it loads the Select; clicking it or pressing ↓ ↑ Enter or Space opens the list as soon
 * as the Select is there, with the focus in it; focusing it by the keyboard puts the focused Select in
 * its place. Takes a Form.Item's `id`, `value` and `onChange` like the Select does, and behaves as the
 * Select once loaded.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const [Select, setSelect] = useState<Loaded | null>(null);
  const [wanted, setWanted] = useState<'focus' | 'open' | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadSelect().then((loaded) => {
      if (current) setSelect(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  if (Select && wanted) return <Select {...props} autoFocus defaultOpen={wanted === 'open'} />;

  const chosen = props.options?.find((o) => o.value === props.value);
  const prepare = () => void loadSelect();
  return (
    <Input
      id={props.id}
      readOnly
      value={chosen ? String(chosen.label ?? chosen.value) : ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      suffix={props.suffixIcon}
      className="spm-deferred-select"
      data-testid={props['data-testid']}
      onMouseEnter={prepare}
      onFocus={() => {
        prepare();
        setWanted((w) => w ?? 'focus');
      }}
      // the list opens once the click is over: a Select put in the input's place while the button is
      // still down would take the rest of that click as a click on itself and close again
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => setWanted('open')}
      onKeyDown={(e) => {
        if (!OPENING_KEYS.has(e.key)) return;
        e.preventDefault();
        setWanted('open');
      }}
    />
  );
}
