import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { SECTION_ANCHORS } from './helpTopics';

/**
 * The header's help menu: help and support, and its live center and bet limit sections, each opening the
 * info window there. One icon, because the header has no room for three more words.
 */
export function HelpHeaderLinks() {
  const { platform } = useStores();
  const { t } = useTranslation();
  const open = (section: string) =>
    void platform.windows.open({
      kind: 'info',
      target: section === 'help' ? '/info/help' : `/info/help?section=${section}`,
    });
  const items = [
    { key: 'help', icon: <ReadOutlined />, label: t('help.open') },
    { key: SECTION_ANCHORS.liveCenter, icon: <PlayCircleOutlined />, label: t('help.openLiveCenter') },
    { key: SECTION_ANCHORS.betLimit, icon: <SafetyOutlined />, label: t('help.openBetLimit') },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => open(key) }}>
      <Tooltip title={t('help.headerLinks')}>
        <Button
          type="text"
          className="header-icon-button"
          aria-label={t('help.headerLinks')}
          icon={<QuestionCircleOutlined />}
        />
      </Tooltip>
    </Dropdown>
  );
}
