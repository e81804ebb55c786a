import { defineErrors } from './types.js';

/** Errors of user and role administration, attachments and notices (spec §6, §8, §9). */
export const adminErrors = defineErrors({
  ROLE_CODE_TAKEN: { http: 409, zh: '角色代码 {roleCode} 已存在', en: 'Role code {roleCode} already exists' },
  ROLE_BUILTIN: {
    http: 422,
    zh: '内置角色 {roleCode} 不能删除，也不能减少权限',
    en: 'The built-in role {roleCode} cannot be deleted or lose permissions',
  },
  ROLE_NOT_GRANTABLE: {
    http: 403,
    zh: '不能授予超出自己权限范围的角色或权限',
    en: 'You cannot grant roles or permissions beyond your own',
  },
  USER_NOT_MANAGEABLE: {
    http: 403,
    zh: '不能管理权限超出自己权限范围的用户',
    en: 'You cannot manage a user whose permissions exceed your own',
  },
  ATTACHMENT_NOT_USABLE: {
    http: 422,
    zh: '附件 {attachmentId} 不存在或不能使用（只能使用自己新上传的附件）',
    en: 'Attachment {attachmentId} does not exist or cannot be used (only your own new uploads can be used)',
  },
  FILE_EMPTY: { http: 422, zh: '文件内容为空', en: 'The file is empty' },
});
