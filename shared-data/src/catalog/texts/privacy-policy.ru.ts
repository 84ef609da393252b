/** The line next to a form's send button in Russian, around the link to the policy. */
export default {
  consent: {
    before: 'Отправляя форму, вы соглашаетесь с ',
    link: 'политикой конфиденциальности',
    after: '.',
  },
};
