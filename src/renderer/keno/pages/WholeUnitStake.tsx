import { InputNumber } from 'antd';
import { KENO_MAX_STAKE_MINOR, KENO_MIN_STAKE_MINOR } from '@shared/keno/rules';

/** The labelled whole-unit stake field of keno and video poker (the same 1 to 1,000 units on the server). */
export function WholeUnitStake({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (stake: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="keno-stake-label">
        {label}
      </label>
      <InputNumber
        id={id}
        min={KENO_MIN_STAKE_MINOR / 100}
        max={KENO_MAX_STAKE_MINOR / 100}
        step={1}
        precision={0}
        value={Number(value) || null}
        onChange={(v) => onChange(v === null ? '' : String(v))}
        style={{ width: '100%' }}
      />
    </>
  );
}
