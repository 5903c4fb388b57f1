import { Select } from 'antd';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * antd's Select for the header and the odds filter bar: it follows the theme and the app's fonts (a native
 * select draws its list with the system's, which lack Burmese, Khmer and Thai on many machines). The list is
 * not virtual, so each choice is a real option element a screen reader (and a test) finds by its name.
 */
export function LabelledSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
  loading = false,
}: {
  /** The accessible name (the control has no visible label of its own where it is used alone). */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  className?: string;
  /** Shows a spinner and tells assistive technology the control is busy (e.g. a language being fetched). */
  loading?: boolean;
}) {
  return (
    <Select<T>
      aria-label={label}
      aria-busy={loading}
      loading={loading}
      className={className}
      value={value}
      onChange={onChange}
      options={options as SelectOption<T>[]}
      virtual={false}
      popupMatchSelectWidth={false}
      size="small"
    />
  );
}
