import { platformEndpoints } from '@spm/contracts';
import { call, urlOf } from '../../app/api/endpoint';

export type { TemplateItem } from '@spm/contracts';

/** The import templates the caller may use, labels in the caller's language. */
export const fetchTemplates = () => call(platformEndpoints.templates, {});

/** Download path of the template of import `key` (.xlsx). */
export const templateDownloadPath = (key: string) =>
  urlOf(platformEndpoints.templateDownload, { params: { key } }).path;
