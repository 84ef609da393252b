import type { CSSObject, Theme } from '@emotion/react';
import { startOfDay, startOfToday } from 'date-fns';
import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadOnce } from 'shared-data/site';
import { Button, LoadBoundary, lazyComponent, sharedUiTexts, usePageLanguage, useTexts } from 'shared-ui';
import { parseDateValue, toDateValue } from './date-values';
import { FieldError, FieldHint, LabelText } from './field-frame';
import { controlStyles, fieldStyles, focusRing, labelStyles } from './field-styles';
import { type FormFieldBaseProps, useFormField } from './use-form-field';

/** Props of DateField. */
export interface DateFieldProps extends Omit<FormFieldBaseProps, 'required'> {
  /** Text of the button while no date is chosen; default the book's `dateField.placeholder`. */
  placeholder?: string;
  /** Earliest day that can be chosen; default today in the visitor's time. */
  minDate?: Date;
  /** Latest day that can be chosen; no limit by default. */
  maxDate?: Date;
}

/**
 * The calendar (react-day-picker) loads when a visitor first opens it, so a page with a form does not carry it; each
 * language's calendar is a chunk of its own, with that language's months and weekdays only.
 */
const calendars = {
  ru: lazyComponent(
    loadOnce(() => import(/* webpackChunkName: "date-calendar-ru" */ './date-calendar-ru')),
    'default',
  ),
  uz: lazyComponent(
    loadOnce(() => import(/* webpackChunkName: "date-calendar-uz" */ './date-calendar-uz')),
    'default',
  ),
};

const rowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  gap: theme.space.xs,
  alignItems: 'center',
});

const triggerStyles = (theme: Theme): CSSObject => ({
  ...controlStyles(theme),
  textAlign: 'left',
  cursor: 'pointer',
});

const popoverStyles = (theme: Theme): CSSObject => ({
  alignSelf: 'flex-start',
  padding: theme.space.sm,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.md,
  color: theme.colors.text,
  '.rdp-month_caption': { fontWeight: theme.fontWeights.semibold, marginBottom: theme.space.xs },
  '.rdp-months': { position: 'relative' },
  '.rdp-nav': { position: 'absolute', top: 0, right: 0, display: 'flex', gap: theme.space.xxs },
  '.rdp-button_previous, .rdp-button_next': {
    width: theme.sizes.touchTarget,
    height: theme.sizes.touchTarget,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.primary,
    cursor: 'pointer',
    '&:disabled': { color: theme.colors.border, cursor: 'not-allowed' },
    '&:focus-visible': focusRing(theme),
  },
  '.rdp-chevron': { fill: 'currentColor', width: '1rem', height: '1rem' },
  '.rdp-month_grid': { borderCollapse: 'collapse' },
  '.rdp-weekday': {
    width: theme.sizes.touchTarget,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.medium,
    textTransform: 'capitalize',
  },
  '.rdp-day': { padding: 0, textAlign: 'center' },
  '.rdp-day_button': {
    width: theme.sizes.touchTarget,
    height: theme.sizes.touchTarget,
    border: '2px solid transparent',
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': focusRing(theme),
    '&:disabled': { cursor: 'not-allowed' },
  },
  '.rdp-today .rdp-day_button': { borderColor: theme.colors.primary, fontWeight: theme.fontWeights.bold },
  '.rdp-selected .rdp-day_button': {
    background: theme.colors.primary,
    color: theme.colors.primaryContrast,
  },
  '.rdp-disabled': { color: theme.colors.textMuted, textDecoration: 'line-through' },
  '.rdp-outside': { color: theme.colors.textMuted },
  '@media (hover: hover)': {
    '.rdp-day:not(.rdp-disabled):not(.rdp-selected) .rdp-day_button:hover': {
      background: theme.colors.primarySubtle,
    },
  },
});

/**
 * A date bound to the Formik value `name` (`yyyy-MM-dd`, or `''` for none): a button showing the chosen day in the
 * page's language opens a calendar (week from Monday, days before `minDate` disabled) that is used with the arrow keys;
 * Escape closes it and returns focus to the button.
 */
export function DateField({ name, label, hint, disabled, placeholder, minDate, maxDate }: DateFieldProps) {
  const texts = useTexts(sharedUiTexts).dateField;
  const DateCalendar = calendars[usePageLanguage()];
  const { field, helpers, error, ids, a11y } = useFormField<string>(name, hint);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const valueId = useId();
  const selected = parseDateValue(field.value);
  const earliest = startOfDay(minDate ?? startOfToday());

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (date: Date | undefined) => {
    void helpers.setValue(date ? toDateValue(date) : '');
    void helpers.setTouched(true, false);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={rootRef} css={fieldStyles}>
      <label id={ids.label} htmlFor={ids.control} css={labelStyles}>
        <LabelText label={label} />
      </label>
      <div css={rowStyles}>
        <button
          ref={triggerRef}
          id={ids.control}
          type="button"
          disabled={disabled}
          aria-labelledby={`${ids.label} ${valueId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          {...a11y}
          onClick={() => setOpen((value) => !value)}
          css={triggerStyles}
        >
          <span id={valueId}>{selected ? texts.day(selected) : (placeholder ?? texts.placeholder)}</span>
        </button>
        {selected && !disabled ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.clearField(label)}
            onClick={() => choose(undefined)}
          >
            {texts.clear}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label={texts.calendar(label)}
          onKeyDown={onKeyDown}
          css={popoverStyles}
        >
          <LoadBoundary failed={() => <p role="alert">{texts.failed}</p>}>
            <Suspense fallback={<p aria-busy="true">{texts.loading}</p>}>
              <DateCalendar selected={selected} onSelect={choose} earliest={earliest} latest={maxDate} />
            </Suspense>
          </LoadBoundary>
        </div>
      ) : null}
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
