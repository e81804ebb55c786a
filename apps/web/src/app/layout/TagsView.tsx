import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions, useSession } from '../auth/session';
import { findRoute, isAllowed } from '../routes';
import { closeAll, closeOthers, closeTag, useTags, type VisitedTag } from './tags-store';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Tab strip of visited pages (spec §2): refresh, close, close others, close all; context menu. */
export function TagsView() {
  const { t } = useTranslation();
  const can = usePermissions();
  const { me } = useSession();
  const all = useTags();
  const tags = all.filter((tag) => {
    const owner = findRoute(tag.path);
    return owner !== undefined && isAllowed(owner.route, { can, me });
  });
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const activeKey = location.pathname + location.search;
  const scroller = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the active tag or the list changes
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('.spm-tag.active');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tags.length]);

  const run = (action: TagAction, tag: VisitedTag) => {
    switch (action) {
      case 'refresh':
        void client.invalidateQueries();
        navigate(`/redirect${tag.key}`, { replace: true });
        break;
      case 'close': {
        const next = closeTag(tag.key);
        if (tag.key === activeKey) navigate(next?.key ?? '/dashboard');
        break;
      }
      case 'closeOthers':
        closeOthers(tag.key);
        if (tag.key !== activeKey) navigate(tag.key);
        break;
      case 'closeAll': {
        const last = closeAll();
        if (!last || last.key !== activeKey) navigate(last?.key ?? '/dashboard');
        break;
      }
    }
  };

  const menuFor = (tag: VisitedTag): MenuProps => ({
    items: [
      { key: 'refresh', label: t('layout:tags.refresh') },
      { key: 'close', label: t('layout:tags.close'), disabled: tag.affix },
      { key: 'closeOthers', label: t('layout:tags.closeOthers') },
      { key: 'closeAll', label: t('layout:tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TagAction, tag);
    },
  });

  const active = tags.find((tag) => tag.key === activeKey);

  return (
    <div className="spm-tags" data-testid="tags-view">
      <div className="spm-tags-scroll" ref={scroller}>
        {tags.map((tag) => (
          <Dropdown key={tag.key} trigger={['contextMenu']} menu={menuFor(tag)}>
            <button
              type="button"
              className={tag.key === activeKey ? 'spm-tag active' : 'spm-tag'}
              data-testid="tag"
              data-path={tag.key}
              onClick={() => tag.key !== activeKey && navigate(tag.key)}
              onKeyDown={(e) => {
                if (e.key === 'Delete' && !tag.affix) run('close', tag);
              }}
              onAuxClick={(e) => {
                if (e.button === 1 && !tag.affix) run('close', tag);
              }}
            >
              {t(tag.titleKey)}
              {!tag.affix && (
                <CloseOutlined
                  className="spm-tag-close"
                  aria-label={t('layout:tags.close')}
                  onClick={(e) => {
                    e.stopPropagation();
                    run('close', tag);
                  }}
                />
              )}
            </button>
          </Dropdown>
        ))}
      </div>
      <Dropdown
        trigger={['click']}
        menu={active ? menuFor(active) : { items: [] }}
        placement="bottomRight"
        disabled={!active}
      >
        <button
          type="button"
          className="spm-tag"
          aria-label={t('layout:tags.more')}
          title={t('layout:tags.more')}
          data-testid="tags-more"
        >
          <DownOutlined />
        </button>
      </Dropdown>
    </div>
  );
}
