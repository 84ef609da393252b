import type { CSSObject, Theme } from '@emotion/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type AdminLeadFilter,
  adminLimits,
  languageNamesForTeam,
  leadTypeShortLabels,
} from 'shared-data/admin';
import { leadTypes } from 'shared-data/schemas';
import { Button, visuallyHiddenStyles } from 'shared-ui';
import { ChoiceField, DayField } from '../../../fields';
import { controlStyles, formGridStyles, labelStyles } from '../../../styles';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.filters;

export interface FiltersProps {
  filter: AdminLeadFilter;
  onApply: (filter: AdminLeadFilter) => void;
  onExport: () => void;
  exporting: boolean;
}

const blank: AdminLeadFilter = {};

/** Sources a campaign here usually names, offered as the manager types. */
const commonSources = ['telegram', 'instagram', 'google', 'yandex', 'facebook'];

const checkLabelStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.sizes.touchTarget,
  cursor: 'pointer',
});

/**
 * What narrows the inbox: type, the client's language, Tashkent days, a search and a source; applied on "Показать"
 * (or Enter). The status is chosen with the tabs over the list and kept here.
 */
export function Filters({ filter, onApply, onExport, exporting }: FiltersProps) {
  const [draft, setDraft] = useState<AdminLeadFilter>(filter);
  useEffect(() => setDraft(filter), [filter]);
  const sourcesId = useId();
  const set = (key: keyof AdminLeadFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={texts.legend}
      css={formGridStyles('1fr 1fr', 'repeat(2, 0.9fr) repeat(2, 1.1fr) 1.6fr 1.4fr')}
    >
      <ChoiceField
        emptyLabel={texts.any}
        label={texts.type}
        value={draft.type}
        onChange={set('type')}
        options={leadTypes.map((type) => [type, leadTypeShortLabels[type]])}
      />
      <ChoiceField
        emptyLabel={texts.any}
        label={texts.language}
        value={draft.language}
        onChange={set('language')}
        options={Object.entries(languageNamesForTeam)}
      />
      <DayField label={texts.from} value={draft.from ?? ''} onChange={set('from')} />
      <DayField label={texts.to} value={draft.to ?? ''} onChange={set('to')} />
      <label
        css={(theme) => [labelStyles(theme), { gridColumn: '1 / -1', [theme.mq.lg]: { gridColumn: 'auto' } }]}
      >
        {texts.search}
        <input type="search" css={controlStyles} value={draft.q ?? ''} onChange={set('q')} maxLength={100} />
      </label>
      <label css={labelStyles}>
        {texts.source}
        <input
          type="text"
          css={controlStyles}
          value={draft.source ?? ''}
          onChange={set('source')}
          maxLength={adminLimits.sourceMaxLength}
          list={sourcesId}
          spellCheck={false}
          autoCapitalize="off"
        />
        <datalist id={sourcesId}>
          {commonSources.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
      </label>
      <fieldset
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.md,
          gridColumn: '1 / -1',
          border: 0,
          margin: 0,
          padding: 0,
        })}
      >
        <legend css={visuallyHiddenStyles}>{texts.work}</legend>
        <label css={checkLabelStyles}>
          <input
            type="checkbox"
            checked={draft.owner === 'mine'}
            onChange={(event) =>
              setDraft((current) => ({ ...current, owner: event.target.checked ? 'mine' : undefined }))
            }
          />
          {texts.mine}
        </label>
        <label css={checkLabelStyles}>
          <input
            type="checkbox"
            checked={draft.due === 'today'}
            onChange={(event) =>
              setDraft((current) => ({ ...current, due: event.target.checked ? 'today' : undefined }))
            }
          />
          {texts.due}
        </label>
      </fieldset>
      <div
        css={(theme) => ({
          display: 'flex',
          gap: theme.space.xs,
          // A row of their own under the fields and the checkboxes, at every width.
          gridColumn: '1 / -1',
          flexWrap: 'wrap',
        })}
      >
        <Button type="submit">{texts.apply}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(blank);
            onApply(blank);
          }}
        >
          {texts.reset}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onExport}
          loading={exporting}
          loadingLabel={texts.csv}
        >
          {texts.csv}
        </Button>
      </div>
    </form>
  );
}
