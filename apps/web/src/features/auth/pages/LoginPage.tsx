import {
  HomeOutlined,
  LockOutlined,
  SafetyOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ACCOUNT_STATUS } from '@spm/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { loadSession } from '../../../app/auth/session';
import { clearSession, remembered } from '../../../app/auth/storage';
import { appConfig } from '../../../app/config';
import { changeLanguage, LANGUAGES, type Language } from '../../../app/i18n';
import { FORCED_PASSWORD_PATH } from '../../../app/router/guards';
import { preloadFirstScreen } from '../../../app/router/preload';
import { codeNameOptions } from '../../../shared/code-name-options';
import { DeferredSelect } from '../../../shared/DeferredSelect';
import { type Captcha, fetchCaptcha, fetchLoginWarehouses, SignInError, safeRedirect, signIn } from '../api';

/**
 * The refusal on screen: the server's text, or the catalogue code and params to say it again when
 * the language changes, or an i18n key.
 */
interface ShownError {
  text?: string;
  code?: string;
  params?: Record<string, unknown>;
  key?: string;
  language: string;
}

interface LoginValues {
  username: string;
  password: string;
  warehouseCode?: string;
  captchaCode?: string;
}

/**
 * Sign-in (spec §2 login, §4 login state): user ID, password, warehouse, language, verification
 * code, OK and Reset. Remembers the user ID and warehouse code. The two lists load their Select when
 * the user reaches for them (`DeferredSelect`), not with the page.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [failures, setFailures] = useState(0);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  // the server names the warehouses in the page's language
  const warehouses = useQuery({
    queryKey: ['login', 'warehouses', i18n.language],
    queryFn: fetchLoginWarehouses,
    staleTime: 300_000,
  });

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      setCaptcha(null);
    }
    form.setFieldValue('captchaCode', '');
  }, [form]);

  useEffect(() => {
    if (captchaNeeded) void refreshCaptcha();
  }, [captchaNeeded, refreshCaptcha]);

  // the last refusal follows a change of language (the catalogue loads only then, not with the page)
  useEffect(() => {
    const language = i18n.language as Language;
    if (!error?.code || error.language === language) return;
    const { code, params } = error;
    let current = true;
    void import('@spm/domain').then(({ isErrorCode, errorMessage }) => {
      if (!current || !isErrorCode(code)) return;
      const text = errorMessage(code, language, params);
      setError((shown) => (shown?.code === code ? { ...shown, text, language } : shown));
    });
    return () => {
      current = false;
    };
  }, [i18n.language, error]);

  const submit = async (values: LoginValues) => {
    setLoading(true);
    setError(null);
    try {
      const token = await signIn({
        username: values.username.trim(),
        password: values.password,
        warehouseCode: values.warehouseCode,
        captchaKey: captchaNeeded ? captcha?.key : undefined,
        captchaCode: captchaNeeded ? values.captchaCode?.trim() : undefined,
      });
      remembered.save(values.username.trim(), values.warehouseCode);
      if (token.account_status === ACCOUNT_STATUS.initialPasswordMustChange) {
        navigate(FORCED_PASSWORD_PATH, { replace: true });
        return;
      }
      const target = safeRedirect(params.get('redirect'));
      // the layout and the page fetch while the session loads, not after it
      preloadFirstScreen(new URL(target, window.location.origin).pathname);
      await loadSession(client);
      if (token.account_status === ACCOUNT_STATUS.passwordExpiresSoon) {
        notify.warning(t('auth:passwordExpiresSoon', { days: token.password_days_left ?? '?' }));
      }
      navigate(target, { replace: true });
    } catch (e) {
      if (e instanceof SignInError) {
        const count = failures + 1;
        setFailures(count);
        setError({ text: e.message, code: e.code, params: e.params, language: i18n.language });
        if (e.captchaRequired || count >= appConfig.captchaAfterLocalFailures) {
          if (captchaNeeded) void refreshCaptcha();
          else setCaptchaNeeded(true);
        }
        form.setFieldValue('password', '');
      } else {
        clearSession();
        setError(
          isApiError(e)
            ? { text: e.message, code: e.code, language: i18n.language }
            : { key: 'common:error.tryAgain', language: i18n.language },
        );
      }
    } finally {
      setLoading(false);
    }
  };

  const reset = () => {
    form.setFieldsValue({ username: '', password: '', warehouseCode: undefined, captchaCode: '' });
    setError(null);
  };

  return (
    <div className="spm-login">
      <div className="spm-login-card spm-login-panel">
        <div className="spm-login-title">
          <img src="/favicon.svg" alt="" />
          <div>
            <h1>{t('common:appName')}</h1>
            <div className="sub">{t('auth:subtitle')}</div>
          </div>
        </div>
        <Form<LoginValues>
          form={form}
          layout="vertical"
          size="middle"
          requiredMark={false}
          initialValues={{
            username: remembered.username(),
            warehouseCode: remembered.warehouseCode() || undefined,
          }}
          onFinish={submit}
          data-testid="login-form"
        >
          <Form.Item
            name="username"
            label={t('auth:username')}
            rules={[{ required: true, whitespace: true, message: t('auth:usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus={!remembered.username()}
              maxLength={50}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth:password')}
            rules={[
              { required: true, message: t('auth:passwordRequired') },
              {
                min: appConfig.loginPasswordMinLength,
                message: t('auth:passwordMin', { min: appConfig.loginPasswordMinLength }),
              },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              autoFocus={Boolean(remembered.username())}
              maxLength={128}
            />
          </Form.Item>
          <Form.Item name="warehouseCode" label={t('auth:warehouse')}>
            <DeferredSelect
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('auth:warehousePlaceholder')}
              loading={warehouses.isLoading}
              suffixIcon={<HomeOutlined />}
              options={codeNameOptions(warehouses.data)}
              notFoundContent={warehouses.isError ? t('auth:warehousesFailed') : undefined}
            />
          </Form.Item>
          <Form.Item label={t('auth:language')}>
            <DeferredSelect
              value={i18n.language}
              onChange={(lng) => void changeLanguage(lng as Language)}
              suffixIcon={<TranslationOutlined />}
              options={LANGUAGES.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
              data-testid="login-language"
            />
          </Form.Item>
          {captchaNeeded && (
            <Form.Item label={t('auth:captcha')} required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item
                  name="captchaCode"
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('auth:captchaRequired') }]}
                >
                  <Input prefix={<SafetyOutlined />} autoComplete="off" maxLength={10} />
                </Form.Item>
                <button
                  type="button"
                  className="spm-captcha"
                  onClick={() => void refreshCaptcha()}
                  title={t('auth:captchaRefresh')}
                  data-testid="captcha-image"
                >
                  {captcha?.image ? (
                    <img
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`}
                      alt={t('auth:captcha')}
                    />
                  ) : (
                    t('auth:captchaRefresh')
                  )}
                </button>
              </div>
            </Form.Item>
          )}
          {error && (
            <Alert
              type="error"
              title={error.key ? t(error.key) : error.text}
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="login-error"
            />
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              type="primary"
              htmlType="submit"
              loading={loading}
              style={{ flex: 1 }}
              data-testid="login-submit"
            >
              {t('auth:ok')}
            </Button>
            <Button onClick={reset} style={{ flex: 'none', width: 96 }}>
              {t('auth:reset')}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
