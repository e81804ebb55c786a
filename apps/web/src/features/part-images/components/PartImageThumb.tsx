import { FileImageOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { fetchPartImageBlob } from '../api';

/**
 * A picture loaded through the API client (an `<img src>` cannot carry the bearer token) and shown as a
 * blob URL; click opens antd's preview (zoom, rotate). The blob URL is released on unmount.
 */
export function PartImageThumb({ id, alt, size = 40 }: { id: number; alt: string; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetchPartImageBlob(id, controller.signal).then(
      (blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [id]);
  if (failed) return <FileImageOutlined style={{ fontSize: size * 0.6, color: '#bfbfbf' }} />;
  if (!url)
    return (
      <div style={{ width: size, height: size, background: '#f5f5f5', borderRadius: 2, margin: '0 auto' }} />
    );
  return (
    <Image
      src={url}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 2 }}
      preview={{ src: url }}
      data-testid="part-image-thumb"
    />
  );
}
