import { App as AntApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { bindFeedback } from '../api/notify';

function FeedbackBinder() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => bindFeedback(message, modal), [message, modal]);
  return null;
}

/**
 * antd's App context (message, modal, notification that follow theme and locale) for the pages
 * that use it; kept out of the login page's first load.
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  return (
    <AntApp message={{ maxCount: 5, top: 48 }} style={{ minHeight: '100%' }}>
      <FeedbackBinder />
      {children}
    </AntApp>
  );
}
