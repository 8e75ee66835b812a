/**
 * Words typed into a screen's JSX: text children and the props people read (label, placeholder,
 * title, alt, aria-label, description). Punctuation, digits and symbols between catalogue words
 * (", ", " · ", "₹") are not words; two Latin letters in a row are.
 */
const WORD = /[A-Za-z]{2,}/;
/** Names and marks that read the same in every language: the product's, the time zone, services. */
const NAMES = /\b(Manas|Care|IST|SMS|WhatsApp|UPI|Razorpay)\b/g;
const hasWords = (text) => WORD.test(text.replace(NAMES, ''));
const READ_PROPS = new Set(['label', 'placeholder', 'title', 'alt', 'aria-label', 'description']);

export const noEnglishInJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens take their words from the message catalogues' },
    messages: {
      typed:
        'Words typed into a translated screen: put "{{text}}" in a catalogue (defineMessages) and word it with the translator.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'typed', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_PROPS.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value))
          report(value, value.value);
        if (
          value.type === 'JSXExpressionContainer' &&
          value.expression.type === 'Literal' &&
          typeof value.expression.value === 'string' &&
          hasWords(value.expression.value)
        )
          report(value, value.expression.value);
        if (
          value.type === 'JSXExpressionContainer' &&
          value.expression.type === 'TemplateLiteral' &&
          value.expression.quasis.some((q) => hasWords(q.value.cooked ?? ''))
        )
          report(value, value.expression.quasis.map((q) => q.value.cooked).join('…'));
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (typeof node.value === 'string' && hasWords(node.value)) report(node, node.value);
      },
    };
  },
};

export default { rules: { 'no-english-in-jsx': noEnglishInJsx } };
