/**
 * Fails on a text the admin shows that does not go through translation
 * (issue 29): every user-facing English literal is the argument of `t()`,
 * `translate()` or `msg()` (which marks a text translated where it is shown).
 *
 * What counts as user-facing:
 * - JSX text with a letter in it;
 * - a literal (or a template with a letter outside its placeholders) given
 *   to a JSX attribute that shows text (`label`, `title`, `placeholder`,
 *   `aria-label`…), also through `cond ? 'a' : 'b'` and `x ?? 'a'`;
 * - the value of an object property with such a name (`label: 'Name'` in a
 *   column or a menu item);
 * - the text given to a toast (`showSuccessToast('Saved')`);
 * - a constant named like a text (`EMPTY_TEXT`, `SAVE_LABEL`, `FAILED_MESSAGE`, `PAGE_TITLE`).
 * Texts without a letter ('—', '/', '·') are not words to translate.
 */
const TEXT_NAMES = new Set([
  'label',
  'text',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'labelInfo',
  'message',
  'description',
  'heading',
  'subtitle',
  'confirmButtonText',
  'cancelButtonText',
  'emptyText',
  'noResults',
  'tooltip',
  'caption',
  'summary',
  'buttonText',
  'submitText',
  'hint',
  'prompt',
  'success',
  'failure',
  'empty',
  'content',
  'header',
  'headerHint',
  'listFailed',
  'created',
  'createFailed',
  'updated',
  'updateFailed',
  'deleted',
  'deleteFailed',
  'imagesAdded',
  'imagesFailed',
  'entityName',
  'what',
]);
/** Besides those names, any name ending like a text: addText, tableLabel, successMessage, searchPlaceholder… */
const TEXT_SUFFIX = /(Text|Label|Message|Title|Placeholder|Hint|Heading|Description)$/;
const isTextName = (name) => TEXT_NAMES.has(name) || TEXT_SUFFIX.test(name);
const TOAST_FUNCTIONS = new Set(['showSuccessToast', 'showErrorToast', 'showWarningToast', 'showFailureToast', 'alert', 'confirm']);
const TRANSLATORS = new Set(['t', 'msg', 'translate']);
const TEXT_CONSTANT = /^[A-Z][A-Z0-9_]*_(TEXT|LABEL|LABELS|MESSAGE|MESSAGES|TITLE|HINT|PLACEHOLDER)$/;
const LETTER = /\p{L}/u;

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** True when the node is (inside) the argument of t(), translate() or msg(). */
function isTranslated(node) {
  for (let current = node, parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === 'CallExpression' && parent.arguments.includes(current)) return TRANSLATORS.has(calleeName(parent.callee) ?? '');
    if (!['ConditionalExpression', 'LogicalExpression', 'TSAsExpression', 'TSSatisfiesExpression'].includes(parent.type)) return false;
  }
  return false;
}

function hasWords(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && LETTER.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? ''));
  return false;
}

/** The literal texts an expression can evaluate to, through conditionals and fallbacks. */
function textLeaves(node) {
  if (!node) return [];
  if (node.type === 'Literal' || node.type === 'TemplateLiteral') return hasWords(node) ? [node] : [];
  if (node.type === 'ConditionalExpression') return [...textLeaves(node.consequent), ...textLeaves(node.alternate)];
  if (node.type === 'LogicalExpression') return [...textLeaves(node.left), ...textLeaves(node.right)];
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return textLeaves(node.expression);
  return [];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing admin texts go through t(), translate() or msg() so that they exist in Gujarati too' },
    messages: {
      untranslated:
        "'{{text}}' is shown to staff but not translated: wrap it in t() (in a component: const { t } = useTranslation()), translate() outside React, or msg() where it is translated when shown; then add its Gujarati to client/src/admin/core/i18n/gu/.",
    },
    schema: [],
  },
  create(context) {
    const report = (node) => {
      if (isTranslated(node)) return;
      const text = node.type === 'Literal' ? String(node.value) : context.sourceCode.getText(node);
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 60) } });
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !isTextName(name) || !node.value) return;
        if (node.value.type === 'Literal') {
          if (hasWords(node.value)) report(node.value);
        } else if (node.value.type === 'JSXExpressionContainer') {
          textLeaves(node.value.expression).forEach(report);
        }
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : undefined;
        if (node.computed || !key || !isTextName(key)) return;
        textLeaves(node.value).forEach(report);
      },
      CallExpression(node) {
        if (!TOAST_FUNCTIONS.has(calleeName(node.callee) ?? '')) return;
        node.arguments.flatMap(textLeaves).forEach(report);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && TEXT_CONSTANT.test(node.id.name)) textLeaves(node.init).forEach(report);
      },
    };
  },
};
