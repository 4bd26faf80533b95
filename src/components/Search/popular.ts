/** Articles the empty state suggests: the questions support answers most often. */
export const POPULAR_ARTICLES: readonly {url: string; title: string}[] = [
  {url: '/working-with-server/tech-questions/ssh-connect', title: 'Як під’єднатися до сервера через SSH?'},
  {url: '/working-with-server/credentials/', title: 'Де знайти доступи до сервера й паролі?'},
  {url: '/working-with-server/tech-questions/reset-password', title: 'Як скинути пароль root або адміністратора на сервері?'},
  {url: '/order/additional-ip/how-to-order', title: 'Як замовити додаткову IP-адресу?'},
  {url: '/working-with-server/tech-questions/vps/os-reinstall', title: 'Як перевстановити операційну систему на VPS?'},
];
