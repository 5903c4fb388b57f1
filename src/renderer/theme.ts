import type { ThemeConfig } from 'antd';

/** Theme `color2`, the default (SPEC.md section 9). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a55',
    colorInfo: '#1f6fb2',
    borderRadius: 6,
    fontFamily:
      "'Noto Sans', 'Segoe UI', system-ui, -apple-system, 'Noto Sans Khmer', 'Noto Sans Myanmar', 'Noto Sans Thai', 'Noto Sans SC', sans-serif",
  },
  components: {
    Layout: { headerBg: '#0f1d35', headerHeight: 56, headerPadding: '0 20px', bodyBg: '#eef1f5' },
  },
};
