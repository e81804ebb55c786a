declare const __SPM_VERSION__: string | undefined;
declare const __SPM_BUILD_TIME__: string | undefined;

/** `GET /static/version.json`: a new build gets a new version and the web reloads. */
export const VERSION_INFO = {
  version: typeof __SPM_VERSION__ === 'string' ? __SPM_VERSION__ : 'dev',
  buildTime: typeof __SPM_BUILD_TIME__ === 'string' ? __SPM_BUILD_TIME__ : new Date().toISOString(),
};
