import { Image, Space } from 'antd';
import { useEffect, useState } from 'react';
import { fetchBlob } from '../../../app/api/transfer';
import { type Attachment, attachmentDownloadUrl } from '../../../shared/attachments';

const IMAGE = /\.(jpe?g|png)$/i;

/**
 * Thumbnails of a claim's image attachments with a click-to-enlarge preview (antd Image group). The
 * files are fetched with the bearer token and shown from object URLs, released on unmount.
 */
export function PhotoPreview({ photos }: { photos: readonly Attachment[] }) {
  const [urls, setUrls] = useState<{ id: Attachment['id']; name: string; url: string }[]>([]);
  const key = photos.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the photo ids change
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    const images = photos.filter((p) => (p.contentType ?? '').startsWith('image/') || IMAGE.test(p.fileName));
    Promise.all(
      images.map(async (p) => {
        const url = URL.createObjectURL(await fetchBlob(attachmentDownloadUrl(p.id)));
        made.push(url);
        return { id: p.id, name: p.fileName, url };
      }),
    )
      .then((loaded) => alive && setUrls(loaded))
      .catch(() => undefined);
    return () => {
      alive = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [key]);

  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid="claim-photo-preview">
        {urls.map((u) => (
          <Image key={u.id} src={u.url} alt={u.name} width={96} height={96} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
