import { App as AntApp, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n';
import type { TranslationKey } from '../i18n/keys';
import { useStores } from '../stores/context';
import type { Notice } from '../stores/UiStore';

const DIALOG_TITLE: Record<Exclude<Notice['view'], 'warning-toast'>, TranslationKey> = {
  'error-dialog': 'notices.error',
  'warning-dialog': 'notices.warning',
  'notice-dialog': 'notices.notice',
};

/** Renders the ui store's queue: one dialog at a time (in arrival order) and warning toasts. */
export const Notices = observer(function Notices() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const toasts = ui.toasts;

  useEffect(() => {
    for (const toast of toasts) {
      void message.warning({
        content: toast.verbatim ? toast.code : errorText(toast.code),
        key: `toast-${toast.code}`,
      });
      ui.dismiss(toast.id);
    }
  }, [toasts, message, ui]);

  const dialog = ui.dialog;
  if (!dialog || dialog.view === 'warning-toast') return null;
  const close = () => ui.dismiss(dialog.id);
  return (
    <Modal
      open
      title={t(DIALOG_TITLE[dialog.view])}
      onOk={close}
      onCancel={close}
      okText={t('notices.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      // An error the player must read before going on: announced at once.
      modalRender={(node) => (
        <div role="alertdialog" aria-live="assertive">
          {node}
        </div>
      )}
    >
      <p className="notice-text">{dialog.verbatim ? dialog.code : errorText(dialog.code)}</p>
    </Modal>
  );
});
