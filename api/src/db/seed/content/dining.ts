import { imageUrl } from './image-url';

export const cuisines = [
  { name: 'Rajasthani', title: 'Royal thalis at Laal Mahal', icon: imageUrl('cuisine-rajasthani.svg') },
  {
    name: 'Mughlai',
    title: 'Kebabs and slow-cooked curries at Diwan-e-Khas',
    icon: imageUrl('cuisine-mughlai.svg'),
  },
  {
    name: 'Continental',
    title: 'European classics on The Verandah',
    icon: imageUrl('cuisine-continental.svg'),
  },
  {
    name: 'Pan-Asian',
    title: 'Dim sum and curries at Jade Courtyard',
    icon: imageUrl('cuisine-pan-asian.svg'),
  },
  {
    name: 'South Indian',
    title: 'Dosas and filter coffee at breakfast',
    icon: imageUrl('cuisine-south-indian.svg'),
  },
  { name: 'Patisserie', title: 'Chai and cakes in the Library', icon: imageUrl('cuisine-patisserie.svg') },
];

export const foodCategories = ['Starters', 'Main Course', 'Breads', 'Desserts', 'Beverages'] as const;
type FoodCategory = (typeof foodCategories)[number];

const item = (
  category: FoodCategory,
  menu_title: string,
  food_item: string,
  file: string,
  price: number,
  is_vegetarian = true,
) => ({ category, menu_title, food_item, image: imageUrl(`food-${file}.svg`), price, is_vegetarian });

export const foodItems = [
  item(
    'Starters',
    'Paneer Tikka',
    'Cottage cheese marinated in hung curd and Kashmiri chilli, charred in the tandoor.',
    'paneer-tikka',
    450,
  ),
  item(
    'Starters',
    'Dahi ke Kebab',
    'Silky hung-curd patties with green chilli and roasted gram, crisp outside and soft within.',
    'dahi-kebab',
    420,
  ),
  item(
    'Starters',
    'Jaipuri Pyaaz Kachori',
    'Flaky pastry filled with spiced onion, served with tamarind and mint chutneys.',
    'pyaaz-kachori',
    260,
  ),
  item(
    'Starters',
    'Murgh Malai Tikka',
    'Chicken in cream, cheese and cardamom, cooked gently over charcoal.',
    'murgh-malai-tikka',
    520,
    false,
  ),
  item(
    'Main Course',
    'Laal Maas',
    'The fiery mutton curry of the Rajput hunting camps, slow-cooked with Mathania chillies.',
    'laal-maas',
    780,
    false,
  ),
  item(
    'Main Course',
    'Dal Baati Churma',
    'Baked wheat dumplings in ghee with five-lentil dal and sweet churma.',
    'dal-baati-churma',
    560,
  ),
  item(
    'Main Course',
    'Gatte ki Sabzi',
    'Steamed gram-flour dumplings in a tangy yoghurt gravy.',
    'gatte-ki-sabzi',
    480,
  ),
  item(
    'Main Course',
    'Ker Sangri',
    'Desert beans and berries tempered with mustard seeds and dried mango.',
    'ker-sangri',
    520,
  ),
  item(
    'Main Course',
    'Safed Maas',
    'A royal white mutton curry with cashew, almond and cream.',
    'safed-maas',
    820,
    false,
  ),
  item(
    'Breads',
    'Butter Naan',
    'Leavened bread from the tandoor, brushed with white butter.',
    'butter-naan',
    120,
  ),
  item('Breads', 'Missi Roti', 'Gram-flour flatbread with ajwain and fresh coriander.', 'missi-roti', 110),
  item(
    'Breads',
    'Bajre ki Roti',
    'Hand-patted pearl-millet bread, best with garlic chutney and ghee.',
    'bajre-ki-roti',
    100,
  ),
  item(
    'Desserts',
    'Ghevar',
    'The honeycomb disc of Teej and monsoon, soaked in syrup and topped with rabri.',
    'ghevar',
    350,
  ),
  item(
    'Desserts',
    'Moong Dal Halwa',
    'Lentils roasted for an hour in ghee with saffron and pistachio.',
    'moong-dal-halwa',
    320,
  ),
  item('Desserts', 'Kesar Kulfi', 'Slow-reduced milk frozen with saffron and cardamom.', 'kesar-kulfi', 280),
  item(
    'Beverages',
    'Masala Chai',
    'Assam tea brewed with milk, ginger, cardamom and clove.',
    'masala-chai',
    150,
  ),
  item(
    'Beverages',
    'Kesar Badam Thandai',
    'Chilled milk with almonds, saffron, fennel and rose.',
    'thandai',
    220,
  ),
  item(
    'Beverages',
    'Fresh Lime Soda',
    'Sweet, salted or both, with lime pressed to order.',
    'lime-soda',
    180,
  ),
];
