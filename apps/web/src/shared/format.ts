import { AMOUNT_DECIMALS, businessDate, businessDateTime, DEFAULT_BUSINESS_TZ } from '@spm/domain';

let businessTz = DEFAULT_BUSINESS_TZ;

/**
 * Sets the business time zone the screens show dates and times in: the server's (`me.businessTz`),
 * told when the session loads, like the language. Until then, the built-in default.
 */
export function setBusinessTimeZone(tz: string): void {
  businessTz = tz;
}

/** `yyyy-MM-dd` of an ISO timestamp (business time zone); a plain date passes through. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : businessDate(d, businessTz);
}

/** `yyyy-MM-dd HH:mm:ss` of an ISO timestamp (business time zone). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : businessDateTime(d, businessTz);
}

/**
 * Money: two decimals, thousands separators. Works on the API's decimal strings without going
 * through a float, so large amounts keep their cents.
 */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? value.toFixed(AMOUNT_DECIMALS) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, frac = ''] = match;
  let cents = frac.padEnd(AMOUNT_DECIMALS + 1, '0');
  let intPart = whole;
  // round half up on the third decimal, carrying through the string
  if (Number(cents[AMOUNT_DECIMALS]) >= 5) {
    const digits = (intPart + cents.slice(0, AMOUNT_DECIMALS)).split('').map(Number);
    let i = digits.length - 1;
    while (i >= 0) {
      if (digits[i] === 9) {
        digits[i] = 0;
        i--;
      } else {
        digits[i]++;
        break;
      }
    }
    const joined = (i < 0 ? '1' : '') + digits.join('');
    intPart = joined.slice(0, joined.length - AMOUNT_DECIMALS);
    cents = joined.slice(joined.length - AMOUNT_DECIMALS);
  } else {
    cents = cents.slice(0, AMOUNT_DECIMALS);
  }
  const grouped = intPart.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(intPart + cents);
  return `${sign && !isZero ? '-' : ''}${grouped}.${cents}`;
}

/** File size in B / KB / MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
