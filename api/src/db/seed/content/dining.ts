import { imageUrl, photoUrl } from './image-url';

export const cuisines = [
  { name: 'Rajasthani', title: 'Royal thalis at Laal Mahal', icon: photoUrl('food-indian-feast-thali') },
  {
    name: 'Mughlai',
    title: 'Kebabs and slow-cooked curries at Diwan-e-Khas',
    icon: photoUrl('food-butter-chicken'),
  },
  {
    name: 'Continental',
    title: 'European classics on The Verandah',
    icon: photoUrl('restaurant-rooftop-terrace'),
  },
  {
    name: 'Pan-Asian',
    title: 'Dim sum and Thai curries on The Verandah',
    icon: imageUrl('cuisine-pan-asian.svg'),
  },
  {
    name: 'South Indian',
    title: 'Dosas and filter coffee at breakfast on The Verandah',
    icon: imageUrl('cuisine-south-indian.svg'),
  },
  {
    name: 'Patisserie',
    title: 'Chai and cakes at the Chhatri Rooftop Bar',
    icon: photoUrl('food-masala-chai'),
  },
];

export const foodCategories = ['Starters', 'Main Course', 'Breads', 'Desserts', 'Beverages'] as const;
type FoodCategory = (typeof foodCategories)[number];

/** Menu items whose dish one of the sample photos shows (assets/photos). */
const DISH_PHOTOS: Record<string, string> = { 'butter-naan': 'food-naan', 'masala-chai': 'food-masala-chai' };

const item = (
  category: FoodCategory,
  menu_title: string,
  food_item: string,
  file: string,
  price: number,
  is_vegetarian = true,
) => ({
  category,
  menu_title,
  food_item,
  // The dishes the sample photos show are photographs; the others keep their illustration.
  image: file in DISH_PHOTOS ? photoUrl(DISH_PHOTOS[file]!) : imageUrl(`food-${file}.svg`),
  price,
  is_vegetarian,
});

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

type Diet = 'veg' | 'non-veg' | 'egg';

/** What is in each dish: its mark, spice level (0 none to 3 hot) and allergens. */
export const dishFacts: Record<string, { diet: Diet; spice_level: number; allergens: string[] }> = {
  'Paneer Tikka': { diet: 'veg', spice_level: 2, allergens: ['milk'] },
  'Dahi ke Kebab': { diet: 'veg', spice_level: 1, allergens: ['milk', 'gluten'] },
  'Jaipuri Pyaaz Kachori': { diet: 'veg', spice_level: 2, allergens: ['gluten'] },
  'Murgh Malai Tikka': { diet: 'non-veg', spice_level: 0, allergens: ['milk', 'nuts'] },
  'Laal Maas': { diet: 'non-veg', spice_level: 3, allergens: ['milk'] },
  'Dal Baati Churma': { diet: 'veg', spice_level: 1, allergens: ['gluten', 'milk'] },
  'Gatte ki Sabzi': { diet: 'veg', spice_level: 2, allergens: ['milk'] },
  'Ker Sangri': { diet: 'veg', spice_level: 2, allergens: ['mustard'] },
  'Safed Maas': { diet: 'non-veg', spice_level: 0, allergens: ['milk', 'nuts'] },
  'Butter Naan': { diet: 'veg', spice_level: 0, allergens: ['gluten', 'milk'] },
  'Missi Roti': { diet: 'veg', spice_level: 1, allergens: ['gluten'] },
  'Bajre ki Roti': { diet: 'veg', spice_level: 0, allergens: [] },
  Ghevar: { diet: 'veg', spice_level: 0, allergens: ['gluten', 'milk', 'nuts'] },
  'Moong Dal Halwa': { diet: 'veg', spice_level: 0, allergens: ['milk', 'nuts'] },
  'Kesar Kulfi': { diet: 'veg', spice_level: 0, allergens: ['milk', 'nuts'] },
  'Masala Chai': { diet: 'veg', spice_level: 0, allergens: ['milk'] },
  'Kesar Badam Thandai': { diet: 'veg', spice_level: 0, allergens: ['milk', 'nuts'] },
  'Fresh Lime Soda': { diet: 'veg', spice_level: 0, allergens: [] },
};

export interface SampleOptionGroup {
  name: string;
  min_choices: number;
  max_choices: number;
  values: ReadonlyArray<readonly [name: string, price: number]>;
}

/** SPEC §9's sizes (Small +0, Medium +50, Large +100), on the dishes served in portions or cups. */
const size: SampleOptionGroup = {
  name: 'Size',
  min_choices: 1,
  max_choices: 1,
  values: [
    ['Small', 0],
    ['Medium', 50],
    ['Large', 100],
  ],
};
const spice: SampleOptionGroup = {
  name: 'Spice level',
  min_choices: 1,
  max_choices: 1,
  values: [
    ['Mild', 0],
    ['Medium', 0],
    ['Hot', 0],
  ],
};
const addOns = (...values: Array<readonly [string, number]>): SampleOptionGroup => ({
  name: 'Add-ons',
  min_choices: 0,
  max_choices: values.length,
  values,
});

/**
 * The option groups of each dish, in the order shown; SPEC §9's add-ons (Cheese +30, Olives +20) only where
 * they suit. The same as migration 0010 gives a database made before it; a dish left out has no options.
 */
export const dishOptionGroups: Record<string, SampleOptionGroup[]> = {
  'Paneer Tikka': [size, addOns(['Cheese', 30], ['Olives', 20])],
  'Dahi ke Kebab': [size],
  'Jaipuri Pyaaz Kachori': [
    {
      name: 'Pieces',
      min_choices: 1,
      max_choices: 1,
      values: [
        ['Two', 0],
        ['Four', 240],
      ],
    },
  ],
  'Murgh Malai Tikka': [size, addOns(['Cheese', 30])],
  'Laal Maas': [size, spice],
  'Dal Baati Churma': [size],
  'Gatte ki Sabzi': [size, spice],
  'Ker Sangri': [size, spice],
  'Safed Maas': [size, spice],
  'Butter Naan': [addOns(['Cheese', 30], ['Garlic', 20])],
  'Masala Chai': [size],
  'Kesar Badam Thandai': [size],
};
