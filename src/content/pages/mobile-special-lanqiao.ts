import type { PageContent } from '../types'

export const mobileSpecialLanqiao: PageContent = {
  path: '/mobile/special/lanqiao',
  title: '蓝桥杯大赛专题',
  description:
    '手机版蓝桥杯大赛专题：用几分钟了解赛事面向谁、一般分几个阶段、学校怎样组织备赛，并阅读示例获奖案例和示例学习心得。赛事规则与日程以主办方当年通知为准。',
  heading: '蓝桥杯大赛专题',
  intro: '了解赛事、规划备赛，规则以主办方当年通知为准。',
  sections: [
    {
      id: 'intro',
      heading: '赛事简介',
      body: '面向高校学生和中小学生的编程与信息技术类赛事，青少年组别通常涉及图形化编程、Python、C++ 等方向。',
    },
    {
      id: 'process',
      heading: '赛事流程',
      items: [
        {
          title: '报名',
          text: '关注官方通知，通过学校或个人报名，选好组别和语言。',
        },
        {
          title: '选拔阶段',
          text: '先参加选拔赛或省赛，成绩达标的选手晋级。',
        },
        {
          title: '决赛与结果',
          text: '晋级选手参加决赛，赛后由主办方公布成绩和获奖名单。',
        },
      ],
    },
    {
      id: 'cases',
      heading: '获奖案例',
      body: '以下均为示例，并非真实获奖记录。',
      items: [
        {
          title: '示例：小学图形化小组',
          text: '示例案例。社团选拔学生，每周两次训练，赛前三轮模拟。',
        },
        {
          title: '示例：初中 Python 选手',
          text: '示例案例。课后按知识点刷题，用错题集查漏补缺。',
        },
      ],
    },
    {
      id: 'experience',
      heading: '学习心得',
      items: [
        {
          title: '示例：基础比难题重要',
          text: '示例心得。回头补牢循环和数组后，做题反而快了很多。',
        },
        {
          title: '示例：练习也要计时',
          text: '示例心得。平时按比赛时长练，正式比赛时心里有数、不慌乱。',
        },
      ],
    },
  ],
}
