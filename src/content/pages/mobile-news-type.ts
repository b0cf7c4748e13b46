import type { PageContent } from '../types'

export const mobileNewsType: PageContent = {
  path: '/mobile/news/type',
  title: '分类资讯',
  description:
    '按类别浏览资讯列表：当前分类下的文章按发布时间排列，新内容在前，上拉加载更多，点击卡片进入全文，也可以切换到其他分类继续阅读学校 AI 与编程教育相关内容。',
  heading: '分类资讯',
  intro: '这里只显示当前分类的文章，新发布的排在前面。',
  sections: [
    {
      id: 'browse',
      heading: '浏览方式',
      items: [
        {
          title: '上拉加载',
          text: '滑到列表底部会自动加载更早的文章，不用翻页。',
        },
        {
          title: '切换分类',
          text: '点击顶部的分类标签，可以切换到公司动态、赛事与测评等其他类别。',
        },
        {
          title: '进入全文',
          text: '点击任意一张文章卡片，即可阅读全文并分享给同事。',
        },
      ],
    },
    {
      id: 'empty',
      heading: '暂时没有文章',
      body: '如果当前分类还没有内容，可以先去看看其他分类，或返回资讯首页浏览全部文章。',
    },
  ],
}
