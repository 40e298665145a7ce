/**
 * The back-office kit (issue 27): the pieces a list screen in /manage is made of, so that a screen declares
 * its query, its filters, its rows and its texts, and nothing else.
 *
 * A list screen, in order:
 *
 * ```tsx
 * import '../kit/kit.css'; // first: the screen's own CSS loads after it and may refine it
 * const { t } = useTranslation(['manage']);
 * const [filter, setFilter] = useState<BlogFilter>({ status: 'all', sort: 'updated', q: '' });
 * const list = useOwnerBlogPostsInfiniteQuery({ clientId, ...filter });
 * const posts = rowsOf(list.data, (page) => page.posts);
 * <ScreenFrame …>                                    // ../screen-frame.tsx: heading and introduction
 *   <FilterBar value={filter} onChange={setFilter} texts={filterTexts(t, 'blog')}
 *     choices={[{ name: 'status', label: t('manage:blog.status'), options: optionsOf(…), width: 'fixed' }]} />
 *   <ResourceList query={list} items={posts} filtered={filter.q !== '' || filter.status !== 'all'}
 *     texts={listTexts(t, 'blog')} className="vbl-blog__list" moreClassName="vbl-more">
 *     {(rows) => <ul className="vbl-list" aria-label={t('manage:blog.list')}>{rows.map(…)}</ul>}
 *   </ResourceList>
 * </ScreenFrame>
 * ```
 *
 * - `FilterBar`: a `search` landmark with the search box (applies on Enter or the Search button), then one
 *   native select per declared choice (applies at once). The values are a formik form's; `onChange` gets them
 *   with the search trimmed. The texts come from `manage:<section>.filters|search|searchHint|searchButton`.
 * - `ResourceList`: the query's state → spinner / failed with "Try again" / empty or "nothing matches" /
 *   the rows and "Load more" while the server has another page. The box is `aria-busy` while fetching.
 *   The texts come from `manage:<section>.loading|loadFailed|retry|empty|noMatch|loadMore`.
 * - `listTexts` / `plainListTexts` (a list neither filtered nor paged: loading|loadFailed|retry|empty) /
 *   `filterTexts`: read those keys; a section missing one fails the typecheck.
 * - `kit.css`: the filter bar (`vmk-filters*`) and the list/form rules every screen shares (`vbl-blog`,
 *   `vbl-list`, `vbl-link`, `vbl-badge`, `vbl-form__group`…, named after the Blog screen they came from), the
 *   record table and view Orders and Quotes share (`vo-table`, `vo-view`, `vo-badge`, `vo-lines`, `vo-totals`…,
 *   named after Orders) and DataTable's `vmk-table`. A screen imports it instead of another screen's CSS.
 * - `DataTable`: a table from declared columns (header, cell, row header, class), rows found by their
 *   `data-*` attributes, cards below 640 px (Team, Locations).
 *
 * A record's form (new and edit), in order:
 *
 * ```tsx
 * <ResourceForm record={product} valuesOf={formValuesOf} empty={emptyProduct}
 *   inputOf={(values) => productInputOf(values, locale)} schema={productSchema}
 *   save={(input, stored) => (stored ? update({ …, productId: stored.id, ...input }) : create(input)).unwrap()}
 *   onCreated={(saved) => navigate(productPath(saved.id), { replace: true, state: { product: saved } })}
 *   texts={{ saved: 'manage:products.form.saved', refusals: { slugTaken, fields, freemium, network, other } }}
 *   className="vbl-form vbp-form" labelledBy="vbp-title">
 *   {({ values, isSubmitting }, stored) => <>…fields… <FormActions saveLabel={…} saving={isSubmitting}>…</FormActions></>}
 * </ResourceForm>
 * ```
 *
 * - `ResourceForm`: validates with the screen's yup schema on submit (its messages on their fields,
 *   `fieldNames` renaming the ones the form names otherwise), one FocusFirstError, the stored record replaced
 *   by each answer (the form restarts from it), a toast when saved, and a refused save (`refusalOf`, built on
 *   api-client's apiFailureOf) shown where it belongs: 400 messages on their fields (`fieldNames` also names the
 *   form's field of a server field, e.g. `details.email` → `email`), 409 slug_taken on the address, one toast
 *   naming the refusal (a code's or a status's own when `codes` / `statuses` declare one). `guardLeave` asks before closing a tab with unsaved changes.
 * - `ResourceDialogForm`: the small form of a dialog or panel (Location, Service area, Team add): the same
 *   `inputOf`, API `schema` and `save`, validated while typing, no stored record (`onSaved` gets the answer,
 *   `resetOnSave` empties the form), and a refusal said as a sentence inside the form (`notice`) or by the
 *   screen (`onRefused`), never a toast; `frame` puts the form in a Modal whose actions hold its submit button.
 * - `refusalTextOf(error, texts)`: a refusal as a screen words it (codes with their own sentence, fields,
 *   network, other), for the dialog forms and confirmations.
 * - `DeriveSlug`: the address follows the name (or `from` another field) until the owner edits it.
 *
 * Beside it, and not repeated here: `../screen-frame.tsx` (ScreenFrame, LoadFailed), `../record-screen.tsx`
 * (one record's view: handed-over record, not found, load failure), `../list-editing.tsx`,
 * `../submit-on-change.tsx`.
 */
import './kit.css';

export { FilterBar, optionsOf } from './filter-bar.js';
export type { FilterBarProps, FilterBarTexts, FilterChoice, FilterValues } from './filter-bar.js';
export { ResourceList, rowsOf } from './resource-list.js';
export type { ListQueryState, ResourceListProps, ResourceListTexts } from './resource-list.js';
export { filterTexts, listTexts, plainListTexts, sectionTexts } from './texts.js';
export type { FilterSection, ListSection, PlainListSection } from './texts.js';
export { ResourceForm, FormActions } from './resource-form.js';
export type { EarlyRefusal, FormActionsProps, FormSchema, FormTextKey, ResourceFormProps, ResourceFormTexts } from './resource-form.js';
export { ResourceDialogForm } from './resource-dialog-form.js';
export type { RefusalPlace, ResourceDialogFormProps } from './resource-dialog-form.js';
export { refusalOf, refusalTextOf } from './form-refusal.js';
export type { FormRefusal, RefusalKind, RefusalText, RefusalTexts } from './form-refusal.js';
export { DeriveSlug } from './derive-slug.js';
export type { DeriveSlugProps } from './derive-slug.js';
export { LeaveGuard } from './leave-guard.js';
export { DataTable } from './data-table.js';
export type { DataColumn, DataTableProps } from './data-table.js';
export { RemoveButton, RemoveResourceDialog, deletionTexts, removalTexts } from './remove-resource.js';
export type { RecordRemoval, RemovalTexts, RemoveResourceDialogProps } from './remove-resource.js';
export { recordPaths } from './record-paths.js';
export type { RecordPaths, RecordView } from './record-paths.js';
export { RecordRoutes } from './record-routes.js';
export type { RecordEditorRouteProps, RecordRoutesProps } from './record-routes.js';
export { subsectionTexts } from './texts.js';
export type { SubsectionWith } from './texts.js';
export { RecordEditor } from './record-editor.js';
export type { RecordEditorProps, RecordFrame, RecordPart, RecordQuery } from './record-editor.js';
// A record's fields: `FieldGroup` (a fieldset with its legend, the screen's class if it lays groups out
// otherwise), `CheckGroup` (a group of checkboxes), `SlugField`, `PriceField`, `AmountField` (a decimal amount,
// `money` in the owner's language), `CountField` (a whole number) and `ParagraphsField` (three rows of text).
export { AmountField, CheckGroup, CountField, FieldGroup, ParagraphsField, PriceField, SlugField } from './form-fields.js';
export type { Check, FieldGroupProps, NumberFieldProps, PriceFieldProps, SlugFieldProps } from './form-fields.js';
export { ListScreen, SectionFrame } from './list-screen.js';
export type { ListScreenProps, SectionFrameProps } from './list-screen.js';
export { Loaded } from './loaded.js';
export type { LoadedProps } from './loaded.js';
export { Badge, RecordRow } from './record-row.js';
export type { RecordRowProps } from './record-row.js';

// Issue 27, Orders and Quotes on the kit: `DataTable` also has the record look (`look="records"`: Orders and
// Quotes' `vo-table`, cards below 720 px) and a name by `label`; `actionsColumn` declares a row's buttons
// (Locations, Service areas, Team); `choiceOf` declares one filter choice; `SubmitRow` is a small form's
// busy submit row. Beside the kit: `../record-screen.tsx` LoadedRecord / OpenRecord, `../record-columns.tsx`,
// `../screen-frame.tsx` StatusNotice. `DangerConfirm` is the one confirmation Modal (removals, ConfirmActionDialog).
export { actionsColumn } from './data-table.js';
export type { RowAction } from './data-table.js';
export { choiceOf } from './filter-bar.js';
export { FilteredList, useListFilter } from './filtered-list.js';
export { DangerConfirm } from './danger-confirm.js';
export type { DangerConfirmProps } from './danger-confirm.js';
export type { FilteredListProps, ListFilter } from './filtered-list.js';
export { SubmitRow } from './submit-row.js';
export type { SubmitRowProps } from './submit-row.js';
