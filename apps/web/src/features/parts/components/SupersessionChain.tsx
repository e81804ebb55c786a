import { ArrowRightOutlined } from '@ant-design/icons';
import type { ChainLink } from '@spm/contracts';
import { Space, Typography } from 'antd';
import { Fragment } from 'react';
import { StatusTag } from '../../../shared/StatusTag';

/** The supersession chain of a part: each code with its status, linked by arrows. */
export function SupersessionChain({
  chain,
  onOpen,
}: {
  chain: ChainLink[];
  onOpen?: (partCode: string) => void;
}) {
  return (
    <Space size={4} wrap data-testid="supersession-chain">
      {chain.map((link, i) => (
        <Fragment key={link.partCode}>
          {i > 0 && <ArrowRightOutlined style={{ color: '#8c8c8c' }} />}
          <Space size={2}>
            {onOpen && i > 0 ? (
              <Typography.Link onClick={() => onOpen(link.partCode)}>{link.partCode}</Typography.Link>
            ) : (
              <Typography.Text strong={i === 0}>{link.partCode}</Typography.Text>
            )}
            <StatusTag kind="partStatus" value={link.status} />
          </Space>
        </Fragment>
      ))}
    </Space>
  );
}
