import { defineErrors } from './types.js';

/** Parts picture query errors (spec §2 `/partsImageQuery/index`; §5, §9 picture limits). */
export const partImagesErrors = defineErrors({
  PART_IMAGE_TITLE_INVALID: {
    http: 422,
    zh: '图片标题须为1至{max}个字符',
    en: 'The picture title must have 1 to {max} characters',
  },
});
