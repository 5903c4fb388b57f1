import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/**
 * Opens the ticket of an accepted bet for printing. `reprint` names the button for the lists, where the ticket was
 * most likely printed already; whether it prints the original or a copy is the server's record of its prints.
 * The accessible name carries the ref no, as a list holds one button per bet.
 */
export const PrintTicketButton = observer(function PrintTicketButton({
  refNo,
  reprint = false,
}: {
  refNo: string;
  reprint?: boolean;
}) {
  const { betting } = useStores();
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<PrinterOutlined aria-hidden />}
      disabled={betting.tickets.opening}
      aria-label={t(reprint ? 'ticket.reprintOf' : 'ticket.printOf', { ref: refNo })}
      onClick={() => void betting.tickets.open(refNo)}
    >
      {t(reprint ? 'ticket.reprint' : 'ticket.print')}
    </Button>
  );
});
