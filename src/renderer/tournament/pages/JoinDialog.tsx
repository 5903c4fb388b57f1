import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RoomSummary } from '@shared/tournament/api';
import { ROOM_PIN_LENGTH } from '@shared/constants';
import { ROOM_PIN_RULES, validateField } from '@shared/validation';
import { validationMessage } from '../../forms';
import { useStores } from '../../stores/context';
import { roomMoney } from './roomMoney';

/** Join room: states the fee, asks for the PIN of a private room, and enters the room once seated. */
export const JoinDialog = observer(function JoinDialog({
  room,
  onClose,
}: {
  room: RoomSummary;
  onClose: () => void;
}) {
  const { tournament, prefs } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isPrivate = room.room_type === 2;
  const submit = async () => {
    // The PIN's shape is the generic rules' (exactly six digits); only a well-formed one is worth a call.
    const malformed = isPrivate ? validateField('room_password', pin, ROOM_PIN_RULES) : null;
    if (malformed) {
      setError(validationMessage(malformed, { label: t('tournament.pinLabel') }));
      return;
    }
    setBusy(true);
    const code = await tournament.join(room.room_id, isPrivate ? pin : undefined);
    setBusy(false);
    if (code === null) {
      onClose();
      void navigate(`/tournament2/room/${room.room_id}`);
      return;
    }
    // A well-formed PIN that does not match is a wrong password, not a malformed one; after too many of them the
    // server refuses this room for a while (requestLimit), which the dialog says in its own words.
    const shown: Record<string, string> = isPrivate
      ? {
          invalidRoomPassword: t('tournament.wrongPin'),
          roomPasswordRequired: t('errors.roomPasswordRequired'),
          requestLimit: t('tournament.pinLocked'),
        }
      : {};
    setError(shown[code] ?? null);
    if (!(code in shown)) onClose();
  };
  return (
    <Modal
      open
      title={t('tournament.joinTitle', { room: room.room_id })}
      okText={t('tournament.join')}
      cancelText={t('tournament.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>
        {room.room_type === 3
          ? t('tournament.joinFree')
          : t('tournament.joinConfirm', { fee: roomMoney(room.room_rate, room.currency, prefs.language) })}
      </p>
      {isPrivate ? (
        <label className="pin-field">
          {t('tournament.pinLabel')}
          {/* A plain field, so a PIN of the wrong length reaches the rules as typed (six boxes report nothing until all are filled). */}
          <Input.Password
            value={pin}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setPin(e.target.value)}
            aria-label={t('tournament.pinLabel')}
          />
          <span className="field-hint">{t('tournament.pinHint', { length: ROOM_PIN_LENGTH })}</span>
        </label>
      ) : null}
      {error ? <Alert type="error" role="alert" title={error} showIcon /> : null}
    </Modal>
  );
});
