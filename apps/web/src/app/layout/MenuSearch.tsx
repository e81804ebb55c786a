import { SearchOutlined } from '@ant-design/icons';
import { type RefSelectProps, Select } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppRoute, menuLeaves } from '../routes';
import { useSettings } from '../settings';
import { buildSearchEntries, loadPinyin, matchEntry, type PinyinFn, type SearchEntry } from './menu-search';
import { idle } from './prefetch';

/**
 * Menu search (spec §2 `supportPinyinSearch`): by title in either language, by path, and — when
 * the setting is on — by pinyin initials or full pinyin of the Chinese title (`ddzt` → 订单状态查询).
 * pinyin-pro stays out of the first page load: it loads when the browser is first idle after the
 * shell appears (or on first focus, whichever comes first), so pinyin typed at once already matches.
 */
export function MenuSearch({ menu, onPick }: { menu: AppRoute[]; onPick: (path: string) => void }) {
  const { t, i18n } = useTranslation();
  const { supportPinyinSearch } = useSettings();
  const [pinyin, setPinyin] = useState<PinyinFn | null>(null);
  const [keyword, setKeyword] = useState('');
  const ref = useRef<RefSelectProps>(null);

  // Ctrl+K (⌘K) anywhere, or "/" outside a field, jumps to the menu search
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const inField = (e.target as HTMLElement | null)?.closest?.(
        'input, textarea, [contenteditable="true"]',
      );
      if ((e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !inField)) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const wantPinyin = supportPinyinSearch && !pinyin;
  const preloadPinyin = useCallback(() => {
    if (wantPinyin) void loadPinyin().then((fn) => setPinyin(() => fn));
  }, [wantPinyin]);
  useEffect(() => {
    let cancelled = false;
    void idle().then(() => {
      if (!cancelled) preloadPinyin();
    });
    return () => {
      cancelled = true;
    };
  }, [preloadPinyin]);

  const entries: SearchEntry[] = useMemo(() => {
    const zh = i18n.getFixedT('zh-CN');
    const en = i18n.getFixedT('en-US');
    return buildSearchEntries(
      menuLeaves(menu).map(({ route, parents }) => ({
        path: route.path,
        titles: [zh(route.titleKey), en(route.titleKey)],
        group: parents.map((p) => t(p.titleKey)).join(' / '),
        title: t(route.titleKey),
      })),
      supportPinyinSearch ? pinyin : null,
    );
  }, [menu, i18n, t, pinyin, supportPinyinSearch]);

  const options = useMemo(
    () =>
      entries
        .filter((e) => matchEntry(e, keyword))
        .map((e) => ({
          value: e.path,
          label: (
            <span>
              {e.title}
              {e.group && <span style={{ color: '#8c8c8c', marginLeft: 6, fontSize: 11 }}>{e.group}</span>}
            </span>
          ),
        })),
    [entries, keyword],
  );

  return (
    <Select
      ref={ref}
      aria-keyshortcuts="Control+K /"
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      value={null}
      placeholder={
        <span>
          <SearchOutlined style={{ marginRight: 6 }} />
          {t('layout:menuSearch.placeholder')}
        </span>
      }
      options={options}
      notFoundContent={t('layout:menuSearch.empty')}
      style={{ width: '100%' }}
      aria-label={t('layout:menuSearch.placeholder')}
      data-testid="menu-search"
      onFocus={preloadPinyin}
      onSelect={(path: string | null) => {
        setKeyword('');
        if (path) onPick(path);
      }}
      popupMatchSelectWidth={false}
      suffixIcon={null}
    />
  );
}
