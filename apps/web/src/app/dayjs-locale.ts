import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** dayjs follows the UI language (date pickers, relative dates). */
export function setDayjsLocale(language: string): void {
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
}
