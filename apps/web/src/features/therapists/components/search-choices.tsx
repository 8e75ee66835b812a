import { useId } from 'react';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import { addIstDays, istToday, parseSlotDateKey, toSlotDateKey } from '@app/domain/ist';
import {
  AVAILABLE_WITHIN,
  LISTING_SORTS,
  TIMES_OF_DAY,
  type SearchChoicesInput,
} from '@app/domain/listing-search';
import { inputClasses } from '#components/ui/form-field';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { formatRupees } from '@app/domain/pricing';
import { LISTING, SORT_WORDS, TIME_OF_DAY_WORDS, WITHIN_WORDS } from '../lib/listing-words';

type Change = (next: Partial<SearchChoicesInput>) => void;
const FEE_STEPS = [500, 1000, 1500, 2000, 3000, 5000];
const EXPERIENCE_STEPS = [2, 5, 10, 15];
const selectClasses = (className?: string) => inputClasses(false, cn('appearance-auto', className));
const rupees = (n: number) => formatRupees(n);

/** A value from the URL that is not one of the steps still shows as chosen. */
const withValue = (steps: number[], value: number | undefined) =>
  value === undefined || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
const numberOrUndefined = (v: string) => (v === '' ? undefined : Number(v));

function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A choice among numeric steps, or "Any". */
function StepSelect({
  label,
  value,
  steps,
  format,
  onChange,
}: {
  label: string;
  value: number | undefined;
  steps: number[];
  format: (n: number) => string;
  onChange: (value: number | undefined) => void;
}) {
  const t = useT();
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(numberOrUndefined(e.target.value))}
          className={selectClasses()}
        >
          <option value="">{t(LISTING.any)}</option>
          {withValue(steps, value).map((n) => (
            <option key={n} value={n}>
              {format(n)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function SortSelect({
  value,
  onChange,
}: {
  value: SearchChoicesInput['sort'];
  onChange: Change;
}) {
  const t = useT();
  return (
    <Labelled label={t(LISTING.sortBy)} className="min-w-48">
      {(id) => (
        <select
          id={id}
          value={value ?? 'recommended'}
          onChange={(e) => onChange({ sort: e.target.value as SearchChoicesInput['sort'] })}
          className={selectClasses()}
        >
          {LISTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(SORT_WORDS[s])}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** 'd_m_yyyy' ⇄ the date input's 'yyyy-mm-dd'. */
function toInputDate(key: string | undefined): string {
  const d = key ? parseSlotDateKey(key) : null;
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';
}
function fromInputDate(value: string): string | undefined {
  const [y, m, d] = value.split('-').map(Number);
  return y && m && d ? toSlotDateKey({ year: y, month: m, day: d }) : undefined;
}

/** Fee range, minimum experience, availability and time of day. */
export function ChoiceFields({
  choices,
  onChange,
  className,
}: {
  choices: SearchChoicesInput;
  onChange: Change;
  className?: string;
}) {
  const today = istToday(new Date());
  const t = useT();
  const when = choices.availableOn !== undefined ? 'date' : (choices.availableWithin ?? '');
  return (
    <div className={className}>
      <StepSelect
        label={t(LISTING.minFee)}
        value={choices.feeMin}
        steps={FEE_STEPS.filter((n) => choices.feeMax === undefined || n <= choices.feeMax)}
        format={rupees}
        onChange={(feeMin) => onChange({ feeMin })}
      />
      <StepSelect
        label={t(LISTING.maxFee)}
        value={choices.feeMax}
        steps={FEE_STEPS.filter((n) => choices.feeMin === undefined || n >= choices.feeMin)}
        format={rupees}
        onChange={(feeMax) => onChange({ feeMax })}
      />
      <StepSelect
        label={t(LISTING.experience)}
        value={choices.minExperience}
        steps={EXPERIENCE_STEPS}
        format={(n) => t(LISTING.yearsPlus, { years: n })}
        onChange={(minExperience) => onChange({ minExperience })}
      />
      <Labelled label={t(LISTING.available)}>
        {(id) => (
          <select
            id={id}
            value={when}
            onChange={(e) => {
              const v = e.target.value;
              if (v === 'date') {
                onChange({
                  availableWithin: undefined,
                  availableOn: toSlotDateKey(addIstDays(today, 1)),
                });
              } else {
                onChange({
                  availableOn: undefined,
                  availableWithin: AVAILABLE_WITHIN.find((w) => w === v),
                });
              }
            }}
            className={selectClasses()}
          >
            <option value="">{t(LISTING.anyDay)}</option>
            {AVAILABLE_WITHIN.map((w) => (
              <option key={w} value={w}>
                {t(WITHIN_WORDS[w])}
              </option>
            ))}
            <option value="date">{t(LISTING.onADate)}</option>
          </select>
        )}
      </Labelled>
      {when === 'date' ? (
        <Labelled label={t(LISTING.date)}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={toInputDate(choices.availableOn)}
              min={toInputDate(toSlotDateKey(today))}
              max={toInputDate(toSlotDateKey(addIstDays(today, AVAILABILITY_DAYS - 1)))}
              onChange={(e) => {
                const on = fromInputDate(e.target.value);
                if (on) onChange({ availableOn: on });
              }}
              className={inputClasses(false)}
            />
          )}
        </Labelled>
      ) : null}
      <Labelled label={t(LISTING.timeOfDay)}>
        {(id) => (
          <select
            id={id}
            value={choices.timeOfDay ?? ''}
            onChange={(e) =>
              onChange({ timeOfDay: TIMES_OF_DAY.find((time) => time === e.target.value) })
            }
            className={selectClasses()}
          >
            <option value="">{t(LISTING.anyTime)}</option>
            {TIMES_OF_DAY.map((time) => (
              <option key={time} value={time}>
                {t(TIME_OF_DAY_WORDS[time])}
              </option>
            ))}
          </select>
        )}
      </Labelled>
    </div>
  );
}
