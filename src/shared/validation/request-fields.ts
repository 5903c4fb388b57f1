// RULES.md section 5 "required request fields", by the names the spec gives them. The server answers their
// `<field>Required` / `<field>Invalid` codes under these names (sportsTypeRequired, betAmountInvalid) even
// where this API's wire name differs, so the client's catalogue texts (errors.field.*) always apply.

/** Each field as RULES.md names it, with the wire names this API carries it under, when they differ. */
export const REQUEST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  start_date: [],
  end_date: [],
  page_size: [],
  page_number: [],
  sports_type: ['sport_id'],
  working_date: [],
  league_id: [],
  is_outright: [],
  bet_type: [],
  bet_amount: ['stake'],
  currency: [],
  login_name: [],
  session_token: [],
};

const SPEC_NAME = new Map<string, string>();
for (const [spec, wires] of Object.entries(REQUEST_FIELDS)) {
  SPEC_NAME.set(spec, spec);
  for (const wire of wires) SPEC_NAME.set(wire, spec);
}

/** The RULES.md name of a request field (sport_id -> sports_type, stake -> bet_amount); other names unchanged. */
export function requestFieldName(wire: string): string {
  return SPEC_NAME.get(wire) ?? wire;
}

/**
 * The field a refusal is named after, from the field names along an issue's path: the deepest RULES.md request
 * field (bets[0].bet_type -> bet_type), otherwise the outermost field as before (legs[1].odds -> legs).
 */
export function refusalField(names: readonly string[]): string | undefined {
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const spec = SPEC_NAME.get(names[i] ?? '');
    if (spec) return spec;
  }
  return names[0];
}
